'use client'

import { useEffect, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import type { StringKey } from '@/i18n/strings'
import { accountHref } from '@/routing/account-paths'
import { memberApi } from './client/api'
import type { ExclusiveCollection } from './cms/bookmarkable'
import './member-widgets.css'

type Body =
  | { kind: 'html'; html: string }
  | { kind: 'video'; url: string | null }
  | { kind: 'audio'; url: string | null }
  | { kind: 'episodes'; episodes: Array<{ id: number; title: string; href: string }> }

type State =
  | { status: 'loading' }
  | { status: 'ready'; body: Body }
  | { status: 'signIn' }
  | { status: 'level'; minLevel: string }
  | { status: 'error' }

/**
 * The body of a members-only item, fetched for the signed-in member from
 * /api/members/exclusive/{collection}/{id}/ (the public page renders only the teaser). A visitor
 * gets the lock and a sign-in link that returns to `path`.
 */
export function ExclusiveBody({
  collection,
  id,
  path,
}: {
  collection: ExclusiveCollection
  id: number
  /** The item's own path, where the member lands after signing in. */
  path: string
}) {
  const { strings, locale } = useSiteContext()
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    memberApi<Body & { minLevel?: string }>(`exclusive/${collection}/${id}/?locale=${locale}`).then(
      (a) => {
        if (a.ok) return setState({ status: 'ready', body: a.data })
        if (a.status === 401) return setState({ status: 'signIn' })
        if (a.status === 403 && a.data.minLevel) {
          return setState({ status: 'level', minLevel: a.data.minLevel })
        }
        setState({ status: 'error' })
      },
    )
  }, [collection, id, locale])

  if (state.status === 'loading') {
    return (
      <p className="exclusive-body" role="status">
        {strings['account.loading']}
      </p>
    )
  }
  if (state.status === 'ready') return <ExclusiveContent body={state.body} />
  if (state.status === 'error') {
    return (
      <p className="exclusive-body" role="alert">
        {strings['account.error.generic']}
      </p>
    )
  }
  return (
    <div className="exclusive-body exclusive-body__lock">
      <p>
        <span aria-hidden="true">🔒 </span>
        {strings['account.exclusive.locked']}
      </p>
      {state.status === 'signIn' ? (
        <a className="bookmark-button" href={accountHref(locale, 'sign-in', path)}>
          {strings['account.exclusive.signIn']}
        </a>
      ) : (
        <p>
          {strings['account.exclusive.levelTooLow'].replace(
            '{level}',
            strings[`account.level.${state.minLevel}` as StringKey] ?? state.minLevel,
          )}
        </p>
      )}
    </div>
  )
}

function ExclusiveContent({ body }: { body: Body }) {
  switch (body.kind) {
    case 'html':
      // CMS rich text converted on the server by Payload's Lexical HTML converter.
      return (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: editor content, escaped by the converter
        <div className="exclusive-body prose" dangerouslySetInnerHTML={{ __html: body.html }} />
      )
    case 'video':
      return body.url ? (
        // biome-ignore lint/a11y/useMediaCaption: captions come with the hosted video
        <video className="exclusive-body" src={body.url} controls preload="metadata" />
      ) : null
    case 'audio':
      return body.url ? (
        // biome-ignore lint/a11y/useMediaCaption: podcast audio; the page carries its description
        <audio className="exclusive-body" src={body.url} controls preload="metadata" />
      ) : null
    case 'episodes':
      return (
        <ol className="exclusive-body">
          {body.episodes.map((e) => (
            <li key={e.id}>
              <a href={e.href}>{e.title}</a>
            </li>
          ))}
        </ol>
      )
  }
}

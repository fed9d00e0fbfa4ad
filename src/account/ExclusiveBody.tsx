'use client'

import type { SerializedEditorState } from 'lexical'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import type { StringKey } from '@/i18n/strings'
import { memberApi } from './client/api'
import type { ExclusiveCollection } from './cms/bookmarkable'
import './member-widgets.css'

// The rich-text renderer is loaded only when a member's body arrives: every page shares this
// route's client bundle, and most visitors never open a members-only text.
const RichText = lazy(() =>
  import('@payloadcms/richtext-lexical/react').then((m) => ({ default: m.RichText })),
)

type Body =
  | { kind: 'richtext'; data: SerializedEditorState | null }
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
 * who is not signed in sees nothing here: the static teaser carries the lock and sign-in link.
 */
export function ExclusiveBody({ collection, id }: { collection: ExclusiveCollection; id: number }) {
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
  if (state.status === 'ready') {
    return (
      <div className="exclusive-body--ready">
        <Suspense
          fallback={
            <p className="exclusive-body" role="status">
              {strings['account.loading']}
            </p>
          }
        >
          <ExclusiveContent body={state.body} />
        </Suspense>
      </div>
    )
  }
  // Not signed in: the page's static teaser already offers the sign-in link.
  if (state.status === 'signIn') return null
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
      <p>
        {strings['account.exclusive.levelTooLow'].replace(
          '{level}',
          strings[`account.level.${state.minLevel}` as StringKey] ?? state.minLevel,
        )}
      </p>
    </div>
  )
}

function ExclusiveContent({ body }: { body: Body }) {
  switch (body.kind) {
    case 'richtext':
      return body.data ? <RichText data={body.data} className="exclusive-body prose" /> : null
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

'use client'

import type { SerializedEditorState } from 'lexical'
import Link from 'next/link'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { PlayableAudio, PlayableVideo } from '@/components/media/PlayableMedia'
import { useSiteContext } from '@/components/SiteContext'
import { type ExclusiveViewer, exclusiveView } from '@/content/exclusive'
import { fillMessage } from '@/i18n/fill-message'
import type { StringKey } from '@/i18n/strings'
import { EpisodePlayerLazy } from '@/masterclass/EpisodePlayerLazy'
import { accountHref } from '@/routing/account-paths'
import { isMemberLevel, MEMBER_LEVELS, type MemberLevel } from '@/rules/member-levels'
import { memberApi } from './client/api'
import { storedLevel, storedMemberId } from './client/storage'
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
  | { kind: 'episode'; id: number; title: string; url: string | null; poster: string | null }

/** Where the gate fetches the item's members-only part, when the page has one to show. */
export interface ExclusiveSource {
  /** An episode's members-only part is its video, locked by its session. */
  collection: ExclusiveCollection | 'episodes'
  id: number
}

type Loaded = { status: 'none' } | { status: 'ready'; body: Body } | { status: 'error' }

/** The viewer this browser remembers (UI state only: the members API decides access). */
function rememberedViewer(): ExclusiveViewer {
  return storedMemberId() === null
    ? { signedIn: false }
    : { signedIn: true, level: storedLevel() ?? 'level0' }
}

/**
 * A members-only item's lock and, for whoever may see it, its content (SPEC §2.9, §6; issue 15).
 * What each viewer sees is exclusiveView's decision, one message and never two: a visitor the
 * sign-in invitation and the level needed; a member below the level that level, their own and how
 * to reach it; a member at the level the content, fetched from
 * /api/members/exclusive/{collection}/{id}/ (the static page holds only the lock). The server
 * render (static, the same for everyone) is the visitor's: the browser then knows better, first
 * from the member it remembers, then from the members API's answer.
 *
 * `children`: the lock's icon and title, rendered on the server.
 */
export function ExclusiveGate({
  path,
  minLevel,
  source,
  children,
}: {
  /** The item's own path: where a visitor comes back after signing in. */
  path: string
  minLevel: MemberLevel
  source?: ExclusiveSource
  children: ReactNode
}) {
  const { strings, locale } = useSiteContext()
  const [viewer, setViewer] = useState<ExclusiveViewer>({ signedIn: false })
  const [loaded, setLoaded] = useState<Loaded>({ status: 'none' })
  const collection = source?.collection
  const id = source?.id

  useEffect(() => {
    setViewer(rememberedViewer())
    if (!collection || !id) return
    let current = true
    memberApi<Body & { memberLevel?: string }>(
      `exclusive/${collection}/${id}/?locale=${locale}`,
    ).then((a) => {
      if (!current) return
      if (a.ok) return setLoaded({ status: 'ready', body: a.data })
      if (a.status === 401) return setViewer({ signedIn: false })
      if (a.status === 403 && isMemberLevel(a.data.memberLevel)) {
        return setViewer({ signedIn: true, level: a.data.memberLevel })
      }
      setLoaded({ status: 'error' })
    })
    return () => {
      current = false
    }
  }, [collection, id, locale])

  if (loaded.status === 'ready') {
    return (
      <div className="exclusive-body--ready">
        <Suspense
          fallback={
            <p className="exclusive-body" role="status">
              {strings['account.loading']}
            </p>
          }
        >
          <ExclusiveContent body={loaded.body} path={path} />
        </Suspense>
      </div>
    )
  }

  const view = exclusiveView({ exclusive: true, min_level: minLevel }, viewer)
  const levelName = (level: MemberLevel) => strings[`account.level.${level}` as StringKey] ?? level
  return (
    <section className="exclusive-teaser" aria-labelledby="exclusive-teaser-title">
      {children}
      {view.show === 'signIn' ? (
        <>
          <p className="exclusive-teaser__level">
            {strings['exclusive.level'].replace(
              '{n}',
              String(MEMBER_LEVELS.indexOf(view.required)),
            )}
          </p>
          <p>{strings['exclusive.text']}</p>
          <Link className="button" href={accountHref(locale, 'sign-in', path)} prefetch={false}>
            {strings['exclusive.signIn']}
          </Link>
        </>
      ) : view.show === 'levelTooLow' ? (
        <>
          <p className="exclusive-teaser__level">
            {fillMessage(strings['account.exclusive.levelTooLow'], {
              level: levelName(view.required),
            })}
          </p>
          <p>
            {fillMessage(strings['account.exclusive.yourLevel'], {
              level: levelName(view.current),
            })}
          </p>
          <p>{strings['account.exclusive.howToReach']}</p>
          <Link className="button" href={accountHref(locale, 'profile')} prefetch={false}>
            {strings['account.exclusive.seeProgress']}
          </Link>
        </>
      ) : loaded.status === 'error' ? (
        <p role="alert">{strings['account.error.generic']}</p>
      ) : source ? (
        <p role="status">{strings['account.loading']}</p>
      ) : null}
    </section>
  )
}

function ExclusiveContent({ body, path }: { body: Body; path: string }) {
  switch (body.kind) {
    case 'richtext':
      return body.data ? <RichText data={body.data} className="exclusive-body prose" /> : null
    case 'video':
      return body.url ? (
        <PlayableVideo className="exclusive-body" src={body.url} controls preload="metadata" />
      ) : null
    case 'audio':
      return body.url ? (
        <PlayableAudio className="exclusive-body" src={body.url} controls preload="metadata" />
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
    case 'episode':
      return body.url ? (
        <section className="detail-body">
          <EpisodePlayerLazy
            episodeId={body.id}
            src={body.url}
            poster={body.poster ?? undefined}
            title={body.title}
            path={path}
          />
        </section>
      ) : null
  }
}

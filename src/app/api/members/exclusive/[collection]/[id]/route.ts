import { isExclusiveCollection } from '@/account/cms/bookmarkable'
import { accountError, currentSession, privateJson } from '@/account/server/http'
import { exclusiveView } from '@/content/exclusive'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { isMemberLevel } from '@/rules/member-levels'
import { unlessDatabaseUnavailable } from '@/server/http/database-unavailable'
import { endpoint } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

type Params = { collection: string; id: string }

type ExclusiveDoc = {
  id: number
  title?: string
  available?: boolean | null
  exclusive?: boolean | null
  min_level?: string | null
  body?: unknown
  video_url?: string | null
  audio_url?: string | null
  episodes?: Array<number | { id: number; title?: string; slug?: string | null }> | null
}

/**
 * The body of a members-only item (SPEC §2.9), for a signed-in member of at least its min_level:
 * article text as HTML, the video or audio URL, or a session's episodes. The public page carries
 * only the teaser; this answer is personal and never cached. Decided by exclusiveView: 401 not
 * signed in (with the level needed), 403 level too low (the level needed and the member's own).
 */
export const GET = endpoint<{ params: Promise<Params> }>(async ({ request }, { params }) => {
  const { collection, id } = await params
  const numericId = Number(id)
  if (!isExclusiveCollection(collection) || !Number.isInteger(numericId) || numericId <= 0) {
    return accountError(400, 'account.error.invalid')
  }
  const localeParam = new URL(request.url).searchParams.get('locale')
  const locale = isLocale(localeParam) ? localeParam : DEFAULT_LOCALE
  const { payload, member } = await currentSession()
  const doc = (await payload
    .findByID({
      collection,
      id: numericId,
      locale,
      fallbackLocale: false,
      depth: collection === 'sessions' ? 1 : 0,
      overrideAccess: true,
    })
    .catch(unlessDatabaseUnavailable(null))) as ExclusiveDoc | null
  if (!doc?.available) return accountError(404, 'account.error.invalid')

  const view = exclusiveView(
    doc,
    member
      ? { signedIn: true, level: isMemberLevel(member.level) ? member.level : 'level0' }
      : { signedIn: false },
  )
  if (view.show === 'signIn') {
    return accountError(401, 'account.error.signInRequired', undefined, { minLevel: view.required })
  }
  if (view.show === 'levelTooLow') {
    return accountError(
      403,
      'account.exclusive.levelTooLow',
      undefined,
      { minLevel: view.required, memberLevel: view.current },
      { level: `account.level.${view.required}` },
    )
  }

  switch (collection) {
    case 'articles':
      return privateJson({
        // The editor's JSON: rendered to React elements in the browser, never as raw HTML.
        kind: 'richtext',
        data: doc.body ?? null,
      })
    case 'videos':
      return privateJson({ kind: 'video', url: doc.video_url ?? null })
    case 'podcasts':
      return privateJson({ kind: 'audio', url: doc.audio_url ?? null })
    case 'sessions':
      return privateJson({
        kind: 'episodes',
        episodes: (doc.episodes ?? []).flatMap((e) =>
          typeof e === 'object' && e.slug
            ? [{ id: e.id, title: e.title ?? '', href: `/${locale}/episodes/${e.slug}/` }]
            : [],
        ),
      })
  }
})

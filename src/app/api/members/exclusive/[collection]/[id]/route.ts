import type { Payload, PopulateType } from 'payload'
import { z } from 'zod'
import { accountError, currentSession, privateJson } from '@/account/server/http'
import { imageSources } from '@/components/media/image-sources'
import { exclusiveView } from '@/content/exclusive'
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { isMemberLevel } from '@/rules/member-levels'
import { unlessDatabaseUnavailable } from '@/server/http/database-unavailable'
import { endpoint } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

type Params = { collection: string; id: string }

type Lock = { exclusive?: boolean | null; min_level?: string | null }

type ExclusiveDoc = Lock & {
  id: number
  title?: string
  available?: boolean | null
  body?: unknown
  video_url?: string | null
  audio_url?: string | null
  cover?: Media | number | null
  episodes?: Array<number | { id: number; title?: string; slug?: string | null }> | null
  /** An episode's session: the episode's lock is the session's. */
  session?: (Lock & { id: number; available?: boolean | null }) | number | null
}

/**
 * The members-only part of an item (SPEC §2.9), per collection: what it answers a member of the
 * item's level, and where its lock is (an episode is locked by its session). One entry each.
 */
const ITEMS = {
  articles: {
    depth: 0,
    // The editor's JSON: rendered to React elements in the browser, never as raw HTML.
    body: (doc: ExclusiveDoc) => ({ kind: 'richtext', data: doc.body ?? null }),
  },
  videos: {
    depth: 0,
    body: (doc: ExclusiveDoc) => ({ kind: 'video', url: doc.video_url ?? null }),
  },
  podcasts: {
    depth: 0,
    body: (doc: ExclusiveDoc) => ({ kind: 'audio', url: doc.audio_url ?? null }),
  },
  sessions: {
    depth: 1,
    body: (doc: ExclusiveDoc, locale: LocaleCode) => ({
      kind: 'episodes',
      episodes: (doc.episodes ?? []).flatMap((e) =>
        typeof e === 'object' && e.slug
          ? [{ id: e.id, title: e.title ?? '', href: `/${locale}/episodes/${e.slug}/` }]
          : [],
      ),
    }),
  },
  // An episode of a members-only session: its video, played by the episode player, which
  // reports the member's progress as it does on a public episode (issue 15).
  episodes: {
    depth: 1,
    // Of its session only the lock: not its episodes, cover or derived counts.
    populate: { sessions: { exclusive: true, min_level: true, available: true } },
    lock: (doc: ExclusiveDoc): Lock | null =>
      typeof doc.session === 'object' && doc.session && doc.session.available !== false
        ? doc.session
        : null,
    body: (doc: ExclusiveDoc) => ({
      kind: 'episode',
      id: doc.id,
      title: doc.title ?? '',
      url: doc.video_url ?? null,
      poster: imageSources(doc.cover)?.src ?? null,
    }),
  },
} satisfies Record<
  string,
  {
    depth: number
    populate?: PopulateType
    lock?: (doc: ExclusiveDoc) => Lock | null
    body: (doc: ExclusiveDoc, locale: LocaleCode) => Record<string, unknown>
  }
>

type Collection = keyof typeof ITEMS

/** The path's parameters: a collection of the table and a document id. */
const paramsSchema = z.object({
  collection: z.string().refine((x) => Object.hasOwn(ITEMS, x)),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

function load(payload: Payload, collection: Collection, id: number, locale: LocaleCode) {
  return payload
    .findByID({
      collection,
      id,
      locale,
      fallbackLocale: false,
      depth: ITEMS[collection].depth,
      populate: (ITEMS[collection] as { populate?: PopulateType }).populate,
      overrideAccess: true,
    })
    .catch(unlessDatabaseUnavailable(null)) as Promise<ExclusiveDoc | null>
}

/**
 * The members-only part of an item (SPEC §2.9), for a signed-in member of at least its
 * min_level: article text, the video or audio URL, a session's episodes, or the video of an
 * episode of a members-only session. The public page carries only the teaser; this answer is
 * personal and never cached. Decided by exclusiveView: 401 not signed in (with the level
 * needed), 403 level too low (the level needed and the member's own).
 */
export const GET = endpoint<{ params: Promise<Params> }>(
  async ({ request }, { params }) => {
    const parsed = paramsSchema.safeParse(await params)
    if (!parsed.success) return accountError(400, 'account.error.invalid')
    const collection = parsed.data.collection as Collection
    const numericId = parsed.data.id
    const localeParam = new URL(request.url).searchParams.get('locale')
    const locale = isLocale(localeParam) ? localeParam : DEFAULT_LOCALE
    const { payload, member } = await currentSession()
    const doc = await load(payload, collection, numericId, locale)
    if (!doc?.available) return accountError(404, 'account.error.invalid')
    const item = ITEMS[collection]
    const lock = 'lock' in item ? item.lock(doc) : doc
    // An episode without a (published) session has nothing members-only to give.
    if (!lock) return accountError(404, 'account.error.invalid')

    const view = exclusiveView(
      lock,
      member
        ? { signedIn: true, level: isMemberLevel(member.level) ? member.level : 'level0' }
        : { signedIn: false },
    )
    if (view.show === 'signIn') {
      return accountError(401, 'account.error.signInRequired', undefined, {
        minLevel: view.required,
      })
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
    return privateJson(item.body(doc, locale))
  },
  { limit: 'memberContent' },
)

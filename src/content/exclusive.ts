/**
 * Members-only items on public pages (SPEC §2.9, §6). Pure. Public pages are static and the same
 * for everyone, so an exclusive item's page is its teaser: what its card shows (title, cover,
 * date, excerpt, the lock) without what only members may read or watch. The members' work will
 * serve the rest through an authenticated path.
 */
import { isMemberLevel, type MemberLevel, meetsLevel } from '@/rules/member-levels'

/** What only members get, per collection: never read into a public page's data. */
export const MEMBERS_ONLY_FIELDS = {
  articles: ['body', 'related_articles'],
  videos: ['video_url'],
  podcasts: ['audio_url'],
  sessions: ['episodes', 'first_episode_link'],
} as const

export type ExclusiveCollection = keyof typeof MEMBERS_ONLY_FIELDS

export function isExclusive(doc: { exclusive?: boolean | null }): boolean {
  return doc.exclusive === true
}

/**
 * The document as a public page may hold it: unchanged when it is open to everyone, without its
 * members-only fields when it is exclusive.
 */
export function publicView<T extends { exclusive?: boolean | null }>(
  collection: ExclusiveCollection,
  doc: T,
): T {
  if (!isExclusive(doc)) return doc
  const copy: Record<string, unknown> = { ...doc }
  for (const field of MEMBERS_ONLY_FIELDS[collection]) delete copy[field]
  return copy as T
}

/** Who is looking at a members-only item: a visitor, or a signed-in member and their level. */
export type ExclusiveViewer = { signedIn: false } | { signedIn: true; level: MemberLevel }

/**
 * What a viewer is shown of a members-only item (issue 15), one message and never two:
 * - `content`: the item itself (open to everyone, or the member's level reaches it);
 * - `signIn`: a visitor is invited to sign in, and told the level the item needs;
 * - `levelTooLow`: a signed-in member below the level is told the level the item opens at, their
 *   own level and how to get there, and is never asked to sign in again.
 */
export type ExclusiveView =
  | { show: 'content' }
  | { show: 'signIn'; required: MemberLevel }
  | { show: 'levelTooLow'; required: MemberLevel; current: MemberLevel }

/** The level an exclusive item needs: its min_level, level1 (any member) when it has none. */
export function requiredLevel(minLevel: unknown): MemberLevel {
  return isMemberLevel(minLevel) ? minLevel : 'level1'
}

/** The one decision of what each viewer sees of an item (SPEC §2.9, §6; docs/decisions.md). */
export function exclusiveView(
  item: { exclusive?: boolean | null; min_level?: string | null },
  viewer: ExclusiveViewer,
): ExclusiveView {
  if (!isExclusive(item)) return { show: 'content' }
  const required = requiredLevel(item.min_level)
  if (!viewer.signedIn) return { show: 'signIn', required }
  if (meetsLevel(viewer.level, required)) return { show: 'content' }
  return { show: 'levelTooLow', required, current: viewer.level }
}

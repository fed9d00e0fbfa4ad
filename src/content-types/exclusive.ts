/**
 * Members-only items on public pages (SPEC §2.9, §6). Pure. Public pages are static and the same
 * for everyone, so an exclusive item's page is its teaser: what its card shows (title, cover,
 * date, excerpt, the lock) without what only members may read or watch. The members' work will
 * serve the rest through an authenticated path.
 */

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

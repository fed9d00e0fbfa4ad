/**
 * The content types a member can bookmark (issues 6 and 15), by collection slug: every detail
 * page a member may want to come back to. Pure.
 */
export const BOOKMARKABLE = [
  'cocktails',
  'food-recipes',
  'articles',
  'videos',
  'shows',
  'products',
  'sessions',
  'episodes',
  'journeys',
] as const
export type BookmarkableCollection = (typeof BOOKMARKABLE)[number]

export function isBookmarkable(x: unknown): x is BookmarkableCollection {
  return typeof x === 'string' && (BOOKMARKABLE as readonly string[]).includes(x)
}

/** Collections whose items can be members-only (SPEC §2.9 exclusive + min_level). */
export const EXCLUSIVE_COLLECTIONS = ['articles', 'videos', 'podcasts', 'sessions'] as const
export type ExclusiveCollection = (typeof EXCLUSIVE_COLLECTIONS)[number]

/**
 * Site search queries (SPEC feature list "Site search", §2.7 `?q=`). Pure: no React, no I/O.
 * A query is cleaned the same way in the browser and on the server, so both agree on what is
 * searched and on when there is nothing to search yet.
 */

/** Shorter queries match nearly everything: the page asks for more instead. */
export const MIN_QUERY_LENGTH = 2
/** Longer input is cut: nothing the site holds has a longer title worth matching. */
export const MAX_QUERY_LENGTH = 100
/** Results per page: enough to choose from, few enough to scan (four rows of three). */
export const RESULTS_PER_PAGE = 12
/** Deeper pages are refused as a page past the end: nobody reads page 500 of a search. */
export const MAX_PAGE = 100

/**
 * The query as searched: spaces collapsed and trimmed, cut to MAX_QUERY_LENGTH characters.
 * `%`, `_` and `\` are separators too (issue 11, item 9: they were LIKE wildcards when search
 * ran in the database; the index never needed them, and no title does).
 */
export function cleanQuery(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return ''
  // Control characters never belong in a search; they become spaces like any other separator.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
  const spaced = raw.replace(/[\u0000-\u001f\u007f\s%_\\]+/g, ' ').trim()
  return [...spaced].slice(0, MAX_QUERY_LENGTH).join('').trim()
}

/** Whether a cleaned query is long enough to search (characters, not bytes: 干邑 counts 2). */
export function isSearchable(query: string): boolean {
  return [...query].length >= MIN_QUERY_LENGTH
}

/** The page asked for in `?page=`: a whole number from 1 to MAX_PAGE, 1 when absent or bad. */
export function parsePage(raw: string | null | undefined): number {
  if (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw)) return 1
  const page = Number(raw)
  return page >= 1 && page <= MAX_PAGE ? page : 1
}

export interface Paged<T> {
  items: T[]
  page: number
  pages: number
  total: number
}

/** One page of a ranked list. A page past the end is empty and says how many pages there are. */
export function pageOf<T>(items: readonly T[], page: number, size = RESULTS_PER_PAGE): Paged<T> {
  const pages = Math.max(1, Math.ceil(items.length / size))
  return {
    items: items.slice((page - 1) * size, page * size),
    page,
    pages,
    total: items.length,
  }
}

/** How many results each type has, in the given order of types, leaving out types with none. */
export function countsByType<K extends string>(
  types: readonly K[],
  items: ReadonlyArray<{ kind: string }>,
): Array<{ type: K; count: number }> {
  return types
    .map((type) => ({ type, count: items.filter((item) => item.kind === type).length }))
    .filter(({ count }) => count > 0)
}

/**
 * Site search queries (SPEC feature list "Site search", §2.7 `?q=`). Pure: no React, no I/O.
 * A query is cleaned the same way in the browser and on the server, so both agree on what is
 * searched and on when there is nothing to search yet.
 */

/** Shorter queries match nearly everything: the page asks for more instead. */
export const MIN_QUERY_LENGTH = 2
/** Longer input is cut: nothing the site holds has a longer title worth matching. */
export const MAX_QUERY_LENGTH = 100
/** Results per content type: enough to choose from, few enough to scan. */
export const RESULTS_PER_TYPE = 12

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

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
 * LIKE's wildcards (% and _) and its escape character (`\` in PostgreSQL) are separators too: the
 * database matches with LIKE, where `%%` would match everything and SQLite offers no escape
 * without an ESCAPE clause Payload does not write (issue 11, item 9). No title needs them.
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

/** At most this many spellings of one query are searched. */
export const MAX_CASE_VARIANTS = 5

/**
 * The spellings of a query that site search matches: as typed, lower case, upper case, each word
 * capitalised, and only the first letter capitalised. SQLite's LIKE ignores case for ASCII letters
 * only, so without these `сайдкар` would not find "Сайдкар" (PostgreSQL's ILIKE needs none of
 * them and matches the same documents). Duplicates are dropped; the typed form comes first.
 */
export function caseVariants(query: string): string[] {
  const lower = query.toLocaleLowerCase()
  const capital = (word: string) => {
    const [first = '', ...rest] = [...word]
    return first.toLocaleUpperCase() + rest.join('')
  }
  const variants = [
    query,
    lower,
    query.toLocaleUpperCase(),
    lower.split(' ').map(capital).join(' '),
    capital(lower),
  ]
  return [...new Set(variants.filter(Boolean))].slice(0, MAX_CASE_VARIANTS)
}

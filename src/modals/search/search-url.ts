/**
 * Where a search goes (SPEC §2.7): the site options' search page with the query in `q`.
 * Pure: no React, no I/O.
 */
import { siteHref } from '@/routing/site-href'

/** The search page when the site options leave it empty (the seed's value). */
export const DEFAULT_SEARCH_PAGE = '/search/'

/**
 * The URL of the search results for `query`, or null for an empty query (the caller focuses the
 * input instead, SPEC §2.7). `searchPageUrl` is a path below the locale (`/search/`) or a full
 * URL; a query string it already has is kept and its `q` replaced.
 */
export function searchHref(
  locale: string,
  searchPageUrl: string | null | undefined,
  query: string,
): string | null {
  const q = query.trim()
  if (q === '') return null
  const page = searchPageUrl?.trim() || DEFAULT_SEARCH_PAGE
  const base = siteHref(locale, page)
  const hashAt = base.indexOf('#')
  const withoutHash = hashAt === -1 ? base : base.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : base.slice(hashAt)
  const queryAt = withoutHash.indexOf('?')
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)
  const params = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1))
  params.set('q', q)
  return `${path}?${params.toString()}${hash}`
}

/**
 * forward_querystring (SPEC §2.5): a button can carry the current page's query string (campaign
 * parameters such as utm_source) over to its link. Pure.
 *
 * - the link's own parameters win; the page's parameters are added when the link lacks them
 * - the link's path and hash are kept; mailto:, tel:, in-page anchors and special `#…:` links
 *   are left alone
 */
export function forwardQuery(href: string, currentSearch: string): string {
  if (!href || href.startsWith('#') || /^(mailto|tel):/i.test(href)) return href
  const incoming = new URLSearchParams(
    currentSearch.startsWith('?') ? currentSearch.slice(1) : currentSearch,
  )
  if ([...incoming.keys()].length === 0) return href

  const hashAt = href.indexOf('#')
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const own = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1))

  const merged = new URLSearchParams(own)
  for (const key of new Set(incoming.keys())) {
    if (own.has(key)) continue
    for (const value of incoming.getAll(key)) merged.append(key, value)
  }
  const query = merged.toString()
  return `${base}${query ? `?${query}` : ''}${hash}`
}

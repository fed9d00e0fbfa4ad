/** URL path rules shared by the CMS and the router. Pure functions. */

/** A page's path below its locale: `/` for the home page, else `/parent/slug/`. */
export function pagePath({
  isHome,
  parentPath,
  slug,
}: {
  isHome: boolean
  parentPath: string | null
  slug: string | null | undefined
}): string {
  if (isHome || !slug) return '/'
  const base = parentPath && parentPath !== '/' ? parentPath : '/'
  return `${base}${slug}/`
}

/** The page path for URL segments below the locale: [] → `/`, ['a','b'] → `/a/b/`. */
export function segmentsToPath(segments: readonly string[]): string {
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`
}

/** A full site URL path: locale plus page path, always ending with a slash. */
export function localizedPath(locale: string, path: string): string {
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`
}

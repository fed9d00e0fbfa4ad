/** The site's public origin for absolute URLs (canonical, hreflang, sitemaps, Open Graph). */
export const DEFAULT_SITE_URL = 'http://localhost:3000'

/** An http(s) origin without a trailing slash; anything unusable gives the default. */
export function normalizeSiteUrl(value: string | undefined | null): string {
  const text = value?.trim()
  if (!text) return DEFAULT_SITE_URL
  try {
    const url = new URL(text)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return DEFAULT_SITE_URL
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  } catch {
    return DEFAULT_SITE_URL
  }
}

/** SITE_URL from the environment (read on the server only). */
export function siteUrl(): string {
  return normalizeSiteUrl(process.env.SITE_URL)
}

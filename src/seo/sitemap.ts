/**
 * sitemap.xml documents (an index of one sitemap per locale, and each locale's URL set). Pure.
 */

import { absoluteHref } from '@/rules/hreflang'

export interface SitemapDoc {
  /** Site path with its locale, e.g. `/en-us/the-house/`. */
  path: string
  updatedAt?: string | null
  noIndex?: boolean
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** A W3C date-time, or null for a missing or unreadable date. */
function lastmod(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

export function localeSitemapPath(locale: string): string {
  return `/${locale}/sitemap.xml`
}

export function sitemapIndexXml(origin: string, locales: readonly string[]): string {
  const entries = locales
    .map(
      (l) =>
        `  <sitemap><loc>${escapeXml(absoluteHref(origin, localeSitemapPath(l)))}</loc></sitemap>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`
}

/** The locale's URL set: indexable documents only (no_index pages are left out), sorted by path. */
export function urlSetXml(origin: string, docs: readonly SitemapDoc[]): string {
  const seen = new Set<string>()
  const rows = docs
    .filter((d) => !d.noIndex)
    .filter((d) => {
      if (seen.has(d.path)) return false
      seen.add(d.path)
      return true
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((d) => {
      const mod = lastmod(d.updatedAt)
      const loc = `<loc>${escapeXml(absoluteHref(origin, d.path))}</loc>`
      return `  <url>${loc}${mod ? `<lastmod>${mod}</lastmod>` : ''}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows}\n</urlset>\n`
}

/** robots.txt rules: everything public is crawlable except the CMS and its API. */
export const ROBOTS_DISALLOW = ['/admin/', '/api/'] as const

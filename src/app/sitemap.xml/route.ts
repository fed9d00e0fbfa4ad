import { LOCALE_CODES } from '@/i18n/locales'
import { siteUrl } from '@/seo/site-url'
import { sitemapIndexXml } from '@/seo/sitemap'

// The index only lists the 18 locale sitemaps: static.
export const dynamic = 'force-static'

export function GET() {
  return new Response(sitemapIndexXml(siteUrl(), LOCALE_CODES), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}

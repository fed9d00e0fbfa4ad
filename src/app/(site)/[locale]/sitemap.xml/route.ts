import { getRedirectRules } from '@/content/redirects'
import { listSitemapDocs } from '@/content/sitemap'
import { isLocale, LOCALE_CODES } from '@/i18n/locales'
import { findHttpRedirect } from '@/seo/redirect-rules'
import { siteUrl } from '@/seo/site-url'
import { urlSetXml } from '@/seo/sitemap'

// Built per locale and kept until an editor publishes (the content tags), like the pages.
export const revalidate = 300
export const dynamicParams = false

export function generateStaticParams() {
  return LOCALE_CODES.map((locale) => ({ locale }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const [docs, rules] = await Promise.all([listSitemapDocs(locale), getRedirectRules()])
  // A URL that redirects elsewhere (a moved URL) is not a page to index.
  const indexable = docs.filter((d) => findHttpRedirect(rules, d.path) === null)
  return new Response(urlSetXml(siteUrl(), indexable), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}

import { listSitemapDocs } from '@/content/sitemap'
import { isLocale, LOCALE_CODES } from '@/i18n/locales'
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
  return new Response(urlSetXml(siteUrl(), await listSitemapDocs(locale)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}

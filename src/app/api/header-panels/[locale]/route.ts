import { buildPanelContents, TASTES, type Taste } from '@/components/chrome/chrome-model'
import { getHeaderData } from '@/content/chrome'
import { siteTranslator } from '@/content/site-translator'
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales'

// One JSON file per locale, built with the pages and expired with them by the same cache tags
// (menu, news, cocktails, products). Any other locale segment is a 404 (dynamicParams).
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return LOCALE_CODES.map((locale) => ({ locale }))
}

/**
 * The header panels' links and cards of a locale, by main-link id (src/components/chrome/
 * chrome-model.ts buildPanelContents): fetched by the header when a panel first opens, instead of
 * travelling in every page's HTML. Public data only; an editor's preview gets the drafts.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as LocaleCode
  const [header, t] = await Promise.all([getHeaderData(locale), siteTranslator(locale)])
  const tasteLabels = Object.fromEntries(
    TASTES.map((taste) => [taste, t(`chrome.taste.${taste}`)]),
  ) as Record<Taste, string>
  return Response.json(buildPanelContents(locale, header.items, header.latest, tasteLabels))
}

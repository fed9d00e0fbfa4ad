import 'server-only'
import { cmsOffers } from '@/content/offers'
import { getLocale } from '@/i18n/locales'
import type { OffersAnswer, ProductRef, RetailerAdapter } from './retailer-adapter'
import { parseWidgetMarkets, widgetConfig } from './widget-config'

/** Default: the retailer offers editors keep in the CMS (collection retailer-offers). */
export const cmsAdapter: RetailerAdapter = {
  name: 'cms',
  async offersFor({ groupingId, locale }: ProductRef): Promise<OffersAnswer> {
    const { product, offers } = await cmsOffers(groupingId, locale)
    return {
      source: 'offers',
      productSlug: product?.slug ?? null,
      productName: product?.title ?? null,
      offers,
    }
  },
}

/**
 * The external purchase-locator widget (SPEC §7): the modal loads its script (after marketing
 * consent) with this init. Its public key and script address come from the environment; where
 * it cannot serve a product (no key, the international locale) the CMS offers answer instead.
 */
export const widgetAdapter: RetailerAdapter = {
  name: 'widget',
  async offersFor(ref: ProductRef): Promise<OffersAnswer> {
    const widget = widgetConfig({
      apiKey: process.env.BUY_WIDGET_KEY,
      scriptUrl: process.env.BUY_WIDGET_SCRIPT_URL,
      locale: ref.locale,
      variantId: ref.groupingId,
    })
    const fromCms = await cmsAdapter.offersFor(ref)
    if (!widget || fromCms.productName === null) return fromCms
    return {
      source: 'widget',
      productSlug: fromCms.productSlug,
      productName: fromCms.productName,
      widget,
    }
  },
}

/**
 * The adapter of a locale's market: the widget for the countries listed in BUY_WIDGET_MARKETS
 * (e.g. "US,CA"), the CMS offers everywhere else (the default: the list is empty).
 */
export function adapterFor(locale: ProductRef['locale']): RetailerAdapter {
  const country = getLocale(locale).country
  const markets = parseWidgetMarkets(process.env.BUY_WIDGET_MARKETS)
  return country && markets.has(country) ? widgetAdapter : cmsAdapter
}

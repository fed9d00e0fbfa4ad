/**
 * Where a click-to-buy modal gets what it shows (issue 14): a `RetailerAdapter` answers, for a
 * product in a market, either the retailer offers to list or the external widget to load. The
 * CMS offers are the default; the widget adapter serves the markets configured for it
 * (docs/decisions.md "Click-to-buy").
 */
import type { LocaleCode } from '@/i18n/locales'
import type { Offer } from '@/rules/offers'
import type { WidgetConfig } from './widget-config'

export interface ProductRef {
  /** Grouping id (ctb_modal groupingId, the widget's variant id). */
  groupingId: string
  locale: LocaleCode
}

/** What the modal receives (the offers endpoint's JSON). */
export type OffersAnswer =
  | {
      source: 'offers'
      /** The product's slug in the locale, for the store-locator link; null if unknown. */
      productSlug: string | null
      productName: string | null
      offers: Offer[]
    }
  | {
      source: 'widget'
      productSlug: string | null
      productName: string | null
      widget: WidgetConfig
    }

export interface RetailerAdapter {
  /** A name for logs and docs: "cms", "widget". */
  readonly name: string
  offersFor(product: ProductRef): Promise<OffersAnswer>
}

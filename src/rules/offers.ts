/**
 * Click-to-buy offers (issue 14, SPEC §2.8 ctb_modal): which retailer offers a product page shows
 * in a market, and in which order. Pure: no React, no I/O.
 */
import { getLocale, type LocaleCode } from '@/i18n/locales'

export const AVAILABILITIES = ['in_stock', 'limited', 'out_of_stock'] as const
export type Availability = (typeof AVAILABILITIES)[number]

/** The market of the international locale (en-ww), which has no country. */
export const INTERNATIONAL_MARKET = 'WW'

/** A market: the ISO 3166-1 alpha-2 country of a locale, or WW for the international one. */
export function marketOf(locale: LocaleCode): string {
  return getLocale(locale).country ?? INTERNATIONAL_MARKET
}

export interface Offer {
  retailer: string
  /** The product's grouping id (ctb_modal groupingId). */
  product: string
  market: string
  price: number
  /** ISO 4217, e.g. EUR, GBP. */
  currency: string
  /** As printed by the retailer: "70 cl", "6 × 70 cl". */
  packSize: string
  availability: Availability
  url: string
}

const RANK: Record<Availability, number> = { in_stock: 0, limited: 1, out_of_stock: 2 }

/**
 * The offers to show for a product in a market: only that product in that market; in stock
 * first, then limited, then out of stock; cheapest first within each; ties by retailer name.
 * An unknown product (or an empty grouping id) has none.
 */
export function selectOffers(
  offers: readonly Offer[],
  { product, market }: { product: string; market: string },
): Offer[] {
  if (product.trim() === '') return []
  return offers
    .filter((offer) => offer.product === product && offer.market === market)
    .sort(
      (a, b) =>
        RANK[a.availability] - RANK[b.availability] ||
        a.price - b.price ||
        a.retailer.localeCompare(b.retailer, 'en'),
    )
}

/**
 * An offer's price as the locale writes money ("54,90 €", "£49.90", "$6,800" in zh-Hant-TW):
 * a whole price without its zero cents, as shops write them.
 */
export function formatPrice(price: number, currency: string, htmlLang: string): string {
  return new Intl.NumberFormat(htmlLang, {
    style: 'currency',
    currency,
    ...(Number.isInteger(price) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(price)
}

/** The longest grouping id accepted (the CMS ones are like SOL-XO-70). */
export const MAX_GROUPING_ID_CHARS = 64

/** A product's grouping id as a request may name it: 1–64 printable ASCII characters. */
export function isGroupingId(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= MAX_GROUPING_ID_CHARS && /^[!-~]+$/.test(value)
  )
}

/** A retailer link editors may save: https, a real host, no credentials. */
export function isRetailerUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 500) return false
  try {
    const url = new URL(value)
    return (
      url.protocol === 'https:' &&
      url.hostname.includes('.') &&
      url.username === '' &&
      url.password === ''
    )
  } catch {
    return false
  }
}

/**
 * Demo click-to-buy offers (issue 14): in every market (each locale's country, and WW for
 * en-ww) three or four retailers of that country, each selling every product at a price in the
 * local currency, with its pack size, stock and the page where it is bought. The markets are
 * data (data/offers.ts); the seed writes the offers (catalog.ts), tests read them.
 */
import type { Availability } from '../../src/rules/offers'
import { CASE_PRODUCTS, OFFER_MARKETS_SEED, REFERENCE_PRICES } from './data/offers'

export interface OfferSeed {
  retailer: string
  productSlug: string
  market: string
  price: number
  currency: string
  pack_size: string
  availability: Availability
  url: string
}

/** A price on the market's step, ending like a shop's ("52.90", "1 999", "2 950"). */
function shopPrice(value: number, step: number): number {
  if (step < 1) return Math.round((Math.round(value) - 0.1) * 100) / 100
  return Math.round(value / step) * step
}

/**
 * Every offer of the demo: each market's retailers × every product, plus the case of six of the
 * core range where the retailer sells it. Stock varies by a fixed pattern, so that each market
 * shows some limited and an out-of-stock offer, but every product stays in stock somewhere.
 */
export function buildOffers(productSlugs: readonly string[]): OfferSeed[] {
  const offers: OfferSeed[] = []
  for (const [market, m] of Object.entries(OFFER_MARKETS_SEED)) {
    productSlugs.forEach((slug, p) => {
      const reference = REFERENCE_PRICES[slug]
      if (reference === undefined) throw new Error(`seed: no reference price for ${slug}`)
      m.retailers.forEach((r, i) => {
        const pattern = (p + i + market.charCodeAt(0)) % 7
        const availability: Availability =
          i === 0
            ? 'in_stock'
            : pattern === 3
              ? 'out_of_stock'
              : pattern === 5
                ? 'limited'
                : 'in_stock'
        const bottlePrice = shopPrice(reference * m.rate * r.factor, m.step)
        offers.push({
          retailer: r.name,
          productSlug: slug,
          market,
          price: bottlePrice,
          currency: m.currency,
          pack_size: m.bottle,
          availability,
          url: `${r.shop}maison-solaine-${slug}`,
        })
        if (r.cases && CASE_PRODUCTS.has(slug)) {
          offers.push({
            retailer: r.name,
            productSlug: slug,
            market,
            // Six bottles for the price of five and a half.
            price: shopPrice(reference * m.rate * r.factor * 5.5, m.step),
            currency: m.currency,
            pack_size: m.case,
            availability: 'in_stock',
            url: `${r.shop}maison-solaine-${slug}-case-of-6`,
          })
        }
      })
    })
  }
  return offers
}

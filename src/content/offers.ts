import 'server-only'
import type { LocaleCode } from '@/i18n/locales'
import {
  AVAILABILITIES,
  type Availability,
  marketOf,
  type Offer,
  selectOffers,
} from '@/rules/offers'
import { availableIn, cachedRead } from './cached-read'
import { collectionTag } from './tags'

export interface ProductOffers {
  /** The product, when one with this grouping id is available in the locale. */
  product: { slug: string | null; title: string } | null
  /** Its offers in the locale's market, in the order shown (src/rules/offers.ts). */
  offers: Offer[]
}

const isAvailability = (value: unknown): value is Availability =>
  AVAILABILITIES.includes(value as Availability)

/**
 * The CMS offers of a product in a locale's market (issue 14): the product is found by its
 * grouping id among those available in the locale, its offers by product and market. Cached,
 * tagged with products and offers, so an editor's change shows on the next request.
 */
export function cmsOffers(groupingId: string, locale: LocaleCode): Promise<ProductOffers> {
  const market = marketOf(locale)
  return cachedRead(
    ['retailer-offers', locale, groupingId],
    [collectionTag('retailer-offers'), collectionTag('products')],
    async (payload) => {
      const { docs: products } = await payload.find({
        collection: 'products',
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: 1,
        where: availableIn({ grouping_id: { equals: groupingId } }),
        select: { slug: true, title: true, grouping_id: true },
      })
      const product = products[0]
      if (!product) return { product: null, offers: [] }
      const { docs } = await payload.find({
        collection: 'retailer-offers',
        depth: 0,
        pagination: false,
        where: { and: [{ product: { equals: product.id } }, { market: { equals: market } }] },
      })
      const offers: Offer[] = docs.flatMap((doc) =>
        isAvailability(doc.availability)
          ? [
              {
                retailer: doc.retailer,
                product: groupingId,
                market: doc.market,
                price: doc.price,
                currency: doc.currency,
                packSize: doc.pack_size,
                availability: doc.availability,
                url: doc.url,
              },
            ]
          : [],
      )
      return {
        product: { slug: product.slug ?? null, title: product.title },
        offers: selectOffers(offers, { product: groupingId, market }),
      }
    },
  )
}

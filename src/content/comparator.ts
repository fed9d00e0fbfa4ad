import 'server-only'
import { cache } from 'react'
import { type ImageSources, imageSources } from '@/components/media/image-sources'
import type { LocaleCode } from '@/i18n/locales'
import type { Product } from '@/payload-types'
import type { ComparableProduct } from '@/rules/comparator'
import { cachedRead } from './cached-read'
import { collectionTag } from './tags'

/** A cognac as the comparator shows it: its attributes, bottle shot and links' flags. */
export interface ComparatorProduct extends ComparableProduct {
  small_description: string
  image: ImageSources | null
  /** Offered in the store locator, so its "find a store" link can preselect it. */
  store_locator: boolean
  click_to_buy: boolean
  grouping_id: string | null
}

export interface ComparatorCatalog {
  /** The locale's cognacs, in the collection's order (sort_order). */
  products: ComparatorProduct[]
  /** Slugs, in the locale, of the collection's cognacs not offered there. */
  unavailable: string[]
}

function view(doc: Product): ComparatorProduct | null {
  if (!doc.slug) return null
  return {
    slug: doc.slug,
    title: doc.title,
    small_description: doc.small_description,
    image: imageSources(doc.image),
    age_statement_years: doc.age_statement_years ?? null,
    cru: doc.cru ?? null,
    cask_type: doc.cask_type ?? null,
    abv: doc.abv,
    volume_ml: doc.volume_ml,
    colour: doc.colour ?? null,
    nose: doc.nose ?? null,
    palate: doc.palate ?? null,
    finish: doc.finish ?? null,
    flavour_profile: { ...doc.flavour_profile },
    store_locator: doc.store_locator === true,
    click_to_buy: doc.click_to_buy === true,
    grouping_id: doc.grouping_id ?? null,
  }
}

/**
 * The cognacs the comparator can line up in a locale (SPEC §2.2 Comparator): every product
 * available there, and the slugs of those that are not, so a link naming one says why it was
 * left out. One cached read per locale, expired when a product or an image changes.
 */
export const comparatorCatalog = cache(
  (locale: LocaleCode): Promise<ComparatorCatalog> =>
    cachedRead(
      ['comparator', locale],
      [collectionTag('products'), collectionTag('media')],
      async (payload) => {
        const { docs } = await payload.find({
          collection: 'products',
          locale,
          fallbackLocale: false,
          depth: 1,
          pagination: false,
          sort: 'sort_order',
        })
        const products: ComparatorProduct[] = []
        const unavailable: string[] = []
        for (const doc of docs) {
          if (doc.available !== true) {
            if (doc.slug) unavailable.push(doc.slug)
            continue
          }
          const product = view(doc)
          if (product) products.push(product)
        }
        return { products, unavailable }
      },
    ),
)

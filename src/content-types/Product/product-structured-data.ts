/**
 * Product structured data (schema.org Product as JSON-LD) for the product page (issue 14). No
 * offers and no aggregateRating: the page sells nothing itself and reviews are not built yet.
 * Pure functions.
 */

import { absoluteHref } from '@/rules/hreflang'

/** The house: every product's brand. */
export const PRODUCT_BRAND = 'Maison Solaine'

export interface ProductSummary {
  name: string
  description?: string | null
  /** Image URLs (site-relative or absolute), the bottle first. */
  images: ReadonlyArray<string | null | undefined>
  /** The product's range label ("Core", "Prestige"…). */
  category?: string | null
  /** Alcohol by volume, in percent. */
  abv: number
  /** Bottle size in millilitres. */
  volumeMl: number
  /** The page's absolute or site-relative URL. */
  url?: string | null
  sku?: string | null
}

/**
 * The schema.org Product object; empty optional fields are left out. `origin` makes site-relative
 * URLs absolute, as search engines require.
 */
export function productJsonLd(product: ProductSummary, origin?: string): Record<string, unknown> {
  const absolute = (href: string) => (origin ? absoluteHref(origin, href) : href)
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    brand: { '@type': 'Brand', name: PRODUCT_BRAND },
  }
  const description = product.description?.trim()
  if (description) data.description = description
  const images = [...new Set(product.images.filter((i): i is string => !!i).map(absolute))]
  if (images.length > 0) data.image = images
  if (product.category) data.category = product.category
  if (product.url) data.url = absolute(product.url)
  if (product.sku) data.sku = product.sku
  data.additionalProperty = [
    {
      '@type': 'PropertyValue',
      propertyID: 'alcoholByVolume',
      name: 'Alcohol by volume',
      value: product.abv,
      unitText: '%',
    },
    {
      '@type': 'PropertyValue',
      propertyID: 'volume',
      name: 'Volume',
      value: product.volumeMl,
      unitCode: 'MLT',
      unitText: 'ml',
    },
  ]
  return data
}

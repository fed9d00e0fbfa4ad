/**
 * Product structured data (schema.org Product as JSON-LD) for the product page (issue 14). No
 * offers: the page sells nothing itself. An AggregateRating and the newest reviews only from
 * approved reviews, and none at all without any (src/content/reviews.ts). Pure functions.
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
  /** The approved reviews shown on the page: their average and count, and the newest few. */
  reviews?: {
    average: number | null
    count: number
    reviews: ReadonlyArray<{
      rating: number
      title: string | null
      text: string
      author: string
      date: string
    }>
  } | null
}

/** How many approved reviews go into the JSON-LD as Review items (the newest). */
export const JSON_LD_REVIEWS = 3

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
  const reviews = product.reviews
  if (reviews && reviews.count > 0 && reviews.average != null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    }
    const items = reviews.reviews.slice(0, JSON_LD_REVIEWS)
    if (items.length > 0) {
      data.review = items.map((review) => ({
        '@type': 'Review',
        reviewRating: {
          '@type': 'Rating',
          ratingValue: review.rating,
          bestRating: 5,
          worstRating: 1,
        },
        author: { '@type': 'Person', name: review.author },
        datePublished: review.date.slice(0, 10),
        ...(review.title ? { name: review.title } : {}),
        reviewBody: review.text,
      }))
    }
  }
  return data
}

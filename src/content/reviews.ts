import 'server-only'
import type { Where } from 'payload'
import type { LocaleCode } from '@/i18n/locales'
import { PRODUCT_REVIEWS_SLUG } from '@/reviews/cms/ProductReviews'
import { productReviewsTag } from '@/reviews/tags'
import { type RatingSummary, REVIEWS_PAGE_SIZE, ratingSummary } from '@/rules/reviews'
import { cachedRead } from './cached-read'
import { collectionTag } from './tags'

/** An approved review as shown: never the member, only the name they are shown under. */
export interface ReviewView {
  id: number
  rating: number
  title: string | null
  text: string
  author: string
  /** When it was written (ISO). */
  date: string
}

export interface ProductReviewsPage extends RatingSummary {
  reviews: ReviewView[]
  page: number
  pages: number
}

/**
 * A product's approved reviews in a locale (issue 14): a page of them, newest first, with the
 * average and count of all approved ratings there. Pending and rejected reviews never leave this
 * function. Cached under the product's review tag, which the collection's hooks expire when a
 * review is approved, or an approved one changes or goes (src/reviews/cms/ProductReviews.ts).
 */
export async function productReviews(
  productId: number,
  locale: LocaleCode,
  page = 1,
): Promise<ProductReviewsPage> {
  const at = Number.isSafeInteger(page) && page > 0 ? page : 1
  return cachedRead(
    ['product-reviews', String(productId), locale, String(at)],
    [productReviewsTag(productId), collectionTag(PRODUCT_REVIEWS_SLUG)],
    async (payload) => {
      const where: Where = {
        and: [
          { product: { equals: productId } },
          { locale: { equals: locale } },
          { status: { equals: 'approved' } },
        ],
      }
      const [ratings, list] = await Promise.all([
        payload.find({
          collection: PRODUCT_REVIEWS_SLUG,
          where,
          pagination: false,
          depth: 0,
          overrideAccess: true,
          select: { rating: true },
        }),
        payload.find({
          collection: PRODUCT_REVIEWS_SLUG,
          where,
          sort: ['-createdAt', '-id'],
          page: at,
          limit: REVIEWS_PAGE_SIZE,
          depth: 0,
          overrideAccess: true,
          select: { rating: true, title: true, text: true, author_name: true, createdAt: true },
        }),
      ])
      const summary = ratingSummary(ratings.docs.map((d) => d.rating))
      return {
        ...summary,
        page: at,
        pages: Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE)),
        reviews: list.docs.map((doc) => ({
          id: doc.id,
          rating: doc.rating,
          title: doc.title ?? null,
          text: doc.text,
          author: doc.author_name,
          date: doc.createdAt,
        })),
      }
    },
  )
}

import { productReviews } from '@/content/reviews'
import { isLocale } from '@/i18n/locales'
import { endpoint, HttpRefusal } from '@/server/http/endpoint'
import { queryParams } from '@/server/http/query'

export const dynamic = 'force-dynamic'

const POSITIVE = /^[1-9]\d{0,8}$/

/**
 * A page of a product's approved reviews (issue 14; the product_reviews modal):
 * `GET /api/reviews/?product=<id>&locale=<code>&page=<n>` → 200 `{ average, count, page, pages,
 * reviews }` (src/content/reviews.ts: approved only, newest first), or a translated 400 for a
 * missing or malformed parameter. Public, nothing personal in it; cached on the server (the content layer), not in browsers.
 */
export const GET = endpoint(
  async ({ request }) => {
    const param = queryParams(request)
    const product = param('product')
    const locale = param('locale')
    const page = param('page') ?? '1'
    if (!product || !POSITIVE.test(product) || !POSITIVE.test(page) || !isLocale(locale)) {
      throw new HttpRefusal(400, 'badRequest', 'http.error.badRequest')
    }
    const answer = await productReviews(Number(product), locale, Number(page))
    return Response.json(answer, {
      headers: { 'Cache-Control': 'no-cache' },
    })
  },
  { limit: 'reviewList' },
)

import { z } from 'zod'
import { accountError, memberAction, privateJson } from '@/account/server/http'
import { isLocale } from '@/i18n/locales'
import { submitReview } from '@/reviews/server/reviews'
import { HttpRefusal } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

// Loose bounds: the rules (src/rules/reviews.ts) decide, with field messages; these only keep
// absurd bodies out before them.
const schema = z.object({
  product: z.number().int(),
  rating: z.number().min(-1000).max(1000),
  title: z.string().max(1000).nullish(),
  text: z.string().max(20_000),
  locale: z.string().max(10),
})

/**
 * A signed-in member's review of a product (issue 14): `POST /api/members/reviews/` with
 * `{ product, rating, title?, text, locale, altcha }` →
 * - 201 `{ ok: true, review: { id, status: 'pending' }, replaced }`: saved for moderation (a
 *   member's second review of a product replaces the first, pending again);
 * - 400 `{ ok: false, error: 'invalid', message, fields, fieldCodes }` (rating 1–5, text 1–2000
 *   characters, title up to 120), `error: 'unknownProduct'` (no such product available in the
 *   locale), `error: 'captcha'`, or the shared layer's 400s, all translated;
 * - 401 for a visitor; 403 from another site; 429 past the `review` rate limit.
 * Never a 500 for bad input.
 */
export const POST = memberAction(
  schema,
  async ({ payload, member, body }) => {
    if (!isLocale(body.locale)) return accountError(400, 'reviews.error.invalid')
    const outcome = await submitReview(payload, member, { ...body, locale: body.locale })
    if (!outcome.ok) {
      return outcome.error === 'invalid'
        ? accountError(400, 'reviews.error.invalid', outcome.fields)
        : accountError(400, 'reviews.error.unknownProduct')
    }
    return privateJson({ ok: true, review: outcome.review, replaced: outcome.replaced }, 201)
  },
  {
    limit: 'review',
    captcha: true,
    maxBytes: 16 * 1024,
    invalid: () => new HttpRefusal(400, 'invalid', 'reviews.error.invalid'),
  },
)

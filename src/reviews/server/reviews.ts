import 'server-only'
import type { Payload } from 'payload'
import type { LocaleCode } from '@/i18n/locales'
import type { Member, Product, ProductReview } from '@/payload-types'
import { authorName, type ReviewFieldErrors, reviewErrors } from '@/rules/reviews'
import { rethrowIfDatabaseUnavailable } from '@/server/http/database-unavailable'
import { PRODUCT_REVIEWS_SLUG } from '../cms/ProductReviews'

/**
 * Submitting a product review (issue 14; docs/decisions.md "Product reviews"). One review per
 * member and product: a second submission replaces the member's review (rating, title, text,
 * locale) and puts it back to pending, so an editor reads every text before it shows. Only a
 * product available in the locale can be reviewed there.
 */

export interface ReviewInput {
  product: number
  rating: number
  title?: string | null
  text: string
  locale: LocaleCode
}

export type ReviewOutcome =
  | { ok: true; review: { id: number; status: 'pending' }; replaced: boolean }
  | { ok: false; error: 'invalid'; fields: ReviewFieldErrors }
  | { ok: false; error: 'unknownProduct' }

async function reviewableProduct(
  payload: Payload,
  id: number,
  locale: LocaleCode,
): Promise<Product | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const product = (await payload.findByID({
    collection: 'products',
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { title: true, available: true },
  })) as Product | null
  return product?.available && product.title ? product : null
}

async function memberReview(
  payload: Payload,
  product: number,
  member: number,
): Promise<ProductReview | null> {
  const { docs } = await payload.find({
    collection: PRODUCT_REVIEWS_SLUG,
    where: { and: [{ product: { equals: product } }, { member: { equals: member } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0] as ProductReview | undefined) ?? null
}

export async function submitReview(
  payload: Payload,
  member: Member,
  input: ReviewInput,
): Promise<ReviewOutcome> {
  const fields = reviewErrors(input)
  if (Object.keys(fields).length > 0) return { ok: false, error: 'invalid', fields }
  const product = await reviewableProduct(payload, input.product, input.locale)
  if (!product) return { ok: false, error: 'unknownProduct' }

  const data = {
    product: product.id,
    member: member.id,
    author_name: authorName(member),
    locale: input.locale,
    rating: input.rating,
    title: input.title?.trim() || null,
    text: input.text.trim(),
    status: 'pending' as const,
    moderated_at: null,
  }
  const replace = async (existing: ProductReview) => {
    const saved = await payload.update({
      collection: PRODUCT_REVIEWS_SLUG,
      id: existing.id,
      data,
      depth: 0,
      overrideAccess: true,
    })
    return {
      ok: true as const,
      review: { id: saved.id, status: 'pending' as const },
      replaced: true,
    }
  }

  const existing = await memberReview(payload, product.id, member.id)
  if (existing) return replace(existing)
  try {
    const created = await payload.create({
      collection: PRODUCT_REVIEWS_SLUG,
      data,
      depth: 0,
      overrideAccess: true,
    })
    return { ok: true, review: { id: created.id, status: 'pending' }, replaced: false }
  } catch (error) {
    rethrowIfDatabaseUnavailable(error)
    // Two submissions at once: the unique (product, member) index let one create; this one
    // replaces it instead.
    const raced = await memberReview(payload, product.id, member.id)
    if (raced) return replace(raced)
    throw error
  }
}

/** A member's reviews go with their account (src/account/server/accounts.ts deleteAccount). */
export async function deleteMemberReviews(payload: Payload, member: number): Promise<void> {
  await payload.delete({
    collection: PRODUCT_REVIEWS_SLUG,
    where: { member: { equals: member } },
    overrideAccess: true,
  })
}

import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { getLocale, LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales'
import { authorName } from '../../src/rules/reviews'
import { productSlug } from './catalog'
import { PRODUCTS } from './data/products'
import { PENDING_REVIEWS, REVIEW_TEXTS, REVIEWERS, type ReviewText } from './data/reviews'
import { type SeedReport, seedContext } from './upsert'

/**
 * Demo product reviews (issue 14): three approved reviews of every product in every locale, in
 * the locale's language, by three demo members of that locale; and a couple of pending ones for
 * the admin's moderation list. The demo members get random passwords (nobody signs in as them)
 * and are verified. Idempotent: members by email, reviews by (product, member).
 */

const DAY = 24 * 60 * 60 * 1000

/** A demo member to sign in with on the site (README; local demo only, like the demo editor). */
export const DEMO_MEMBER = {
  email: 'member@maison-solaine.test',
  password: 'Solaine-member-2026!',
  name: ['Zoë', 'Marchand'] as [string, string],
}

/** Demo member emails: one address per locale and reviewer. */
export const reviewerEmail = (locale: LocaleCode, n: number) =>
  `reviewer-${locale}-${n}@maison-solaine.test`

async function demoMember(
  payload: Payload,
  report: SeedReport,
  email: string,
  [first, last]: [string, string],
  locale: LocaleCode,
  password = randomBytes(24).toString('base64url'),
): Promise<{ id: number; first_name: string; last_name: string }> {
  const found = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (found.docs[0]) return found.docs[0]
  const created = await payload.create({
    collection: 'members',
    data: {
      email,
      password,
      first_name: first,
      last_name: last,
      date_of_birth: '1980-05-17',
      country: getLocale(locale).country ?? 'FR',
      locale,
      newsletter: { opt_in: false },
      level: 'level1',
      points: 0,
      _verified: true,
    },
    disableVerificationEmail: true,
    overrideAccess: true,
    context: seedContext,
    depth: 0,
  })
  report.created++
  return created
}

async function review(
  payload: Payload,
  report: SeedReport,
  options: {
    product: number
    member: { id: number; first_name: string; last_name: string }
    locale: LocaleCode
    text: ReviewText
    status: 'approved' | 'pending'
    daysAgo: number
  },
) {
  const found = await payload.count({
    collection: 'product-reviews',
    where: {
      and: [{ product: { equals: options.product } }, { member: { equals: options.member.id } }],
    },
    overrideAccess: true,
  })
  if (found.totalDocs > 0) return
  const at = new Date(Date.now() - options.daysAgo * DAY).toISOString()
  await payload.create({
    collection: 'product-reviews',
    data: {
      product: options.product,
      member: options.member.id,
      author_name: authorName(options.member),
      locale: options.locale,
      rating: options.text.rating,
      title: options.text.title ?? null,
      text: options.text.text,
      status: options.status,
      moderated_at: options.status === 'approved' ? at : null,
      createdAt: at,
    },
    overrideAccess: true,
    context: seedContext,
    depth: 0,
  })
  report.created++
}

async function productId(payload: Payload, slug: string, locale: LocaleCode) {
  const found = await payload.find({
    collection: 'products',
    locale,
    where: { slug: { equals: productSlug(slug, locale) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const id = found.docs[0]?.id
  if (id === undefined) throw new Error(`seed: product "${slug}" must be seeded first`)
  return id
}

export async function seedReviews(payload: Payload, report: SeedReport): Promise<void> {
  const ids = new Map<string, number>()
  for (const product of PRODUCTS)
    ids.set(product.slug, await productId(payload, product.slug, 'en-ww'))

  for (const [l, locale] of LOCALE_CODES.entries()) {
    const texts = REVIEW_TEXTS[getLocale(locale).language]
    const members = []
    for (const [n, name] of REVIEWERS[locale].entries()) {
      members.push(await demoMember(payload, report, reviewerEmail(locale, n + 1), name, locale))
    }
    for (const [p, product] of PRODUCTS.entries()) {
      const id = ids.get(product.slug) as number
      for (const [m, member] of members.entries()) {
        // Three different texts per product; locales of one language start elsewhere.
        const text = texts[(p * 3 + m + l) % texts.length] as ReviewText
        await review(payload, report, {
          product: id,
          member,
          locale,
          text,
          status: 'approved',
          daysAgo: 7 + ((p * 11 + m * 23 + l * 5) % 170),
        })
      }
    }
  }

  await demoMember(
    payload,
    report,
    DEMO_MEMBER.email,
    DEMO_MEMBER.name,
    'en-ww',
    DEMO_MEMBER.password,
  )

  for (const [i, pending] of PENDING_REVIEWS.entries()) {
    const member = await demoMember(
      payload,
      report,
      `reviewer-pending-${i + 1}@maison-solaine.test`,
      pending.reviewer,
      pending.locale,
    )
    await review(payload, report, {
      product: ids.get(pending.product) as number,
      member,
      locale: pending.locale,
      text: pending.review,
      status: 'pending',
      daysAgo: 1,
    })
  }
}

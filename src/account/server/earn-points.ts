import type { CollectionAfterChangeHook, Payload } from 'payload'
import { recordActivity, updateLevel } from './progress'

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

/**
 * Points for what happens outside the members' own pages (docs/decisions.md "Member levels
 * move"). A failure here is logged and never undoes what earned the points (a moderation, a
 * confirmation): the level is recomputed at the member's next activity anyway.
 */
async function earn(payload: Payload, memberId: number, write: () => Promise<unknown>) {
  try {
    await write()
    await updateLevel(payload, memberId)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'member points: activity not recorded' })
  }
}

/** A member's product review an editor approves (the first time only) earns its points. */
export const reviewApprovedPoints: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
}) => {
  const member = idOf(doc.member)
  const product = idOf(doc.product)
  if (doc.status !== 'approved' || previousDoc?.status === 'approved' || member === null) return doc
  const { payload } = req
  const earlier = await payload.count({
    collection: 'activities',
    where: {
      member: { equals: member },
      type: { equals: 'review_approved' },
      'item.value': { equals: product },
    },
    overrideAccess: true,
  })
  if (earlier.totalDocs > 0) return doc
  await earn(payload, member, () =>
    recordActivity(payload, member, {
      type: 'review_approved',
      ...(product === null ? {} : { item: { relationTo: 'products', value: product } }),
      label: typeof doc.title === 'string' ? doc.title : '',
    }),
  )
  return doc
}

/**
 * A newsletter subscription confirmed by double opt-in earns points to the member with that email
 * address, once (a visitor without an account earns nothing).
 */
export async function newsletterConfirmedPoints(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const member = docs[0]
  if (!member) return
  const earlier = await payload.count({
    collection: 'activities',
    where: { member: { equals: member.id }, type: { equals: 'newsletter_confirmed' } },
    overrideAccess: true,
  })
  if (earlier.totalDocs > 0) return
  await earn(payload, member.id, () =>
    recordActivity(payload, member.id, { type: 'newsletter_confirmed' }),
  )
}

import 'server-only'
import type { Payload } from 'payload'
import { getLocale, isLocale } from '@/i18n/locales'
import { isOrderReference, type MemberOrderView, memberOrderView } from '../rules/member-orders'
import { ORDERS_SLUG } from './Orders'

/** How many orders the account lists (newest first): a household orders a few a year. */
export const MEMBER_ORDERS_LIMIT = 100

const hasCart = (locale: string) => isLocale(locale) && getLocale(locale).capabilities.cart

/**
 * The signed-in member's own orders, newest first (issue 14). Read with the Local API past the
 * editors-only access rule, so the `member` condition here is what keeps other members' orders
 * out: it is the only filter and never comes from the request.
 */
export async function memberOrders(payload: Payload, memberId: number): Promise<MemberOrderView[]> {
  const { docs } = await payload.find({
    collection: ORDERS_SLUG,
    where: { member: { equals: memberId } },
    sort: '-createdAt',
    limit: MEMBER_ORDERS_LIMIT,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((order) => memberOrderView(order, hasCart))
}

/** Whether the member has placed at least one order (the account shows its Orders page then). */
export async function hasMemberOrders(payload: Payload, memberId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: ORDERS_SLUG,
    where: { member: { equals: memberId } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** One of the member's orders by its reference, or null (someone else's reads as unknown). */
export async function memberOrderByReference(
  payload: Payload,
  memberId: number,
  reference: string,
) {
  if (!isOrderReference(reference)) return null
  const { docs } = await payload.find({
    collection: ORDERS_SLUG,
    where: { and: [{ reference: { equals: reference } }, { member: { equals: memberId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

import type { Order } from '@/payload-types'
import type { FulfilmentMethod } from './cart'

/** One line of an order, as its member reads it. */
export interface MemberOrderLine {
  product: string
  productName: string
  method: FulfilmentMethod
  quantity: number
  unitPrice: number
}

/**
 * An order as the member who placed it reads it on their account (issue 14). Built field by
 * field from the stored record, so what only the server keeps (the confirmation token's hash,
 * the email the confirmation went to, the delivery ZIP code) never reaches the page.
 */
export interface MemberOrderView {
  reference: string
  date: string
  status: Order['status']
  retailer: string
  locale: Order['locale']
  lines: MemberOrderLine[]
  totalCents: number
  currency: string
  /** The order's confirmation page for its owner, or null where that page no longer exists. */
  confirmation: string | null
}

type StoredOrder = Pick<
  Order,
  | 'reference'
  | 'createdAt'
  | 'status'
  | 'retailer'
  | 'locale'
  | 'lines'
  | 'currency'
  | 'total_cents'
>

/**
 * The order confirmation page's path, opened by the order's secret token (the checkout's answer
 * and the e-mail) or by its reference (its signed-in owner): the one place that names it.
 */
export function confirmationPath(
  locale: string,
  by: { token: string } | { reference: string },
): string {
  const query =
    'token' in by
      ? `token=${encodeURIComponent(by.token)}`
      : `order=${encodeURIComponent(by.reference)}`
  return `/${locale}/cart/confirmation/?${query}`
}

/** The confirmation page of an order for its signed-in owner (the emailed link needs a token). */
export function memberConfirmationPath(locale: string, reference: string): string {
  return confirmationPath(locale, { reference })
}

/**
 * The member's view of a stored order. `hasConfirmationPage` says whether the order's locale
 * still has the cart (the confirmation page lives only there).
 */
export function memberOrderView(
  order: StoredOrder,
  hasConfirmationPage: (locale: Order['locale']) => boolean,
): MemberOrderView {
  return {
    reference: order.reference,
    date: order.createdAt,
    status: order.status,
    retailer: order.retailer,
    locale: order.locale,
    lines: (order.lines ?? []).map((l) => ({
      product: l.product,
      productName: l.product_name,
      method: l.method,
      quantity: l.quantity,
      unitPrice: l.unit_price,
    })),
    totalCents: order.total_cents,
    currency: order.currency,
    confirmation: hasConfirmationPage(order.locale)
      ? memberConfirmationPath(order.locale, order.reference)
      : null,
  }
}

/** An order reference as the checkout mints them (`SOL-` and ten hex digits). */
export function isOrderReference(value: unknown): value is string {
  return typeof value === 'string' && /^SOL-[0-9A-F]{10}$/.test(value)
}

import { memberRead, privateJson } from '@/account/server/http'
import { memberOrders } from '@/commerce/orders/member-orders'

export const dynamic = 'force-dynamic'

/**
 * The signed-in member's own orders (issue 14), newest first: reference, date, status, retailer,
 * lines, total and the confirmation page's path. 401 for a visitor; never cached.
 */
export const GET = memberRead(
  async ({ payload, member }) => privateJson({ orders: await memberOrders(payload, member.id) }),
  { limit: 'memberOrders' },
)

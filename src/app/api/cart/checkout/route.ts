import { z } from 'zod'
import { publicOrigin } from '@/account/rules/public-origin'
import { memberOfRequest } from '@/account/server/session'
import { removeRetailerFromAccountCart } from '@/commerce/cart/account-cart'
import { cartLocale } from '@/commerce/cart/cart-locale'
import { orderLink, sendOrderEmail } from '@/commerce/orders/email'
import { handOff } from '@/commerce/orders/hand-off'
import { confirmationPath } from '@/commerce/rules/member-orders'
import { getPayloadClient } from '@/content/payload'
import { isValidEmail } from '@/rules/validation'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

const schema = z.object({
  locale: z.string().max(10),
  retailer: z.string().max(120),
  email: z.string().max(254),
  cart: z.unknown(),
})

/**
 * Checkout (issue 14): `POST /api/cart/checkout/` with `{ locale, retailer, email, cart }` hands
 * the cart's lines of that retailer over: 201 `{ ok, reference, confirmation }` (the confirmation
 * page's path), an order with status "handed off", and the confirmation email (link on SITE_URL).
 * No payment data is asked for or accepted. Bad input (a tampered cart, an unknown retailer or
 * product, an address outside coverage, a bad email, a locale without the cart) is a translated
 * 400, never a 500. Like every public form it carries a captcha (`altcha`): it mails the address
 * typed, which must not become a way to send mail to strangers in bulk.
 */
export const POST = endpoint(
  async ({ request, json }) => {
    const body = await json(schema)
    const locale = cartLocale(body.locale)
    const email = body.email.trim()
    if (!isValidEmail(email)) throw new HttpRefusal(400, 'email', 'cart.error.email')
    const payload = await getPayloadClient()
    const member = await memberOfRequest(payload, request)
    const order = await handOff(payload, {
      cart: body.cart,
      retailer: body.retailer,
      email,
      locale,
      member: member ? Number(member.id) : undefined,
    })
    // A member's saved cart loses the handed-off lines too, as the device's cart does.
    if (member) await removeRetailerFromAccountCart(payload, Number(member.id), body.retailer)
    const origin = publicOrigin()
    if (origin) {
      await sendOrderEmail(
        payload,
        email,
        order,
        locale,
        orderLink(origin.base, locale, order.token),
      )
    } else {
      payload.logger.error({ msg: 'checkout: SITE_URL not set, no confirmation email sent' })
    }
    return Response.json(
      {
        ok: true,
        reference: order.reference,
        confirmation: confirmationPath(locale, { token: order.token }),
      },
      { status: 201, headers: NO_STORE },
    )
  },
  { limit: 'checkout', maxBytes: 16 * 1024, captcha: true },
)

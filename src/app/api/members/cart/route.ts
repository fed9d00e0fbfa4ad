import { z } from 'zod'
import { memberAction, memberRead, privateJson } from '@/account/server/http'
import { readAccountCart, saveAccountCart } from '@/commerce/cart/account-cart'
import { cartLocale } from '@/commerce/cart/cart-locale'

export const dynamic = 'force-dynamic'

/**
 * GET: the signed-in member's saved en-us cart `{ cart: { zip, lines } }` (empty when none),
 * read by the cart store on en-us pages to merge it with the device's (issue 14).
 */
export const GET = memberRead(async ({ payload, member }) =>
  privateJson({ cart: await readAccountCart(payload, member.id) }),
)

const schema = z.object({ locale: z.string().max(10), cart: z.unknown() })

/**
 * PUT `{ locale, cart }`: replaces the member's saved cart (src/commerce/cart/account-cart.ts
 * checks every line against the CMS offers) and answers it as stored, names and prices from the
 * CMS. A tampered cart, an unknown product or retailer, a ZIP outside coverage or a locale
 * without the cart is a translated 400; a visitor gets 401.
 */
export const PUT = memberAction(
  schema,
  async ({ payload, member, body }) => {
    const locale = cartLocale(body.locale)
    return privateJson({
      ok: true,
      cart: await saveAccountCart(payload, member.id, body.cart, locale),
    })
  },
  { limit: 'memberCart', maxBytes: 16 * 1024 },
)

import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { cmsOffers } from '@/content/offers'
import type { LocaleCode } from '@/i18n/locales'
import { HttpRefusal } from '@/server/http/refusal'
import { usPlaces } from '../cart/us-places.server'
import { type Cart, type CartLine, parseCart } from '../rules/cart'
import { fulfilmentOptions } from '../rules/fulfilment'
import { placeOfZip } from '../rules/places'
import { US_RETAILERS } from '../us-retailers'
import { ORDERS_SLUG } from './Orders'

export const hashOrderToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface HandedOff {
  id: number
  reference: string
  token: string
  retailer: string
  lines: CartLine[]
  currency: string
  totalCents: number
}

/**
 * Hands a cart's lines of one retailer over (issue 14): every line is checked again on the
 * server (the stored cart is the visitor's and may be edited), against the retailer's current
 * offer and the address's coverage, and priced at the offer's current price; then one order is
 * recorded with status "handed off". Any line that does not hold refuses the whole hand-off
 * with a translated 400; the cart on the device is left as it was.
 */
export async function handOff(
  payload: Payload,
  input: { cart: unknown; retailer: string; email: string; locale: LocaleCode; member?: number },
): Promise<HandedOff> {
  const { cart, problem } = parseCart(input.cart)
  if (problem) throw new HttpRefusal(400, 'tampered', 'cart.error.tampered')
  const lines = cart.lines.filter((l) => l.retailer === input.retailer)
  if (lines.length === 0)
    throw new HttpRefusal(400, 'unknownRetailer', 'cart.error.unknownRetailer')
  const place = placeOfZip(await usPlaces(), (cart as Cart).zip ?? '')
  if (!place) throw new HttpRefusal(400, 'outsideCoverage', 'cart.error.outsideCoverage')

  const priced: CartLine[] = []
  for (const line of lines) {
    const { product, offers } = await cmsOffers(line.product, input.locale)
    if (!product) throw new HttpRefusal(400, 'unknownProduct', 'cart.error.unknownProduct')
    const { coverage, options } = fulfilmentOptions({
      place,
      method: line.method,
      offers,
      profiles: US_RETAILERS,
    })
    if (coverage !== 'ok') {
      throw new HttpRefusal(400, 'outsideCoverage', 'cart.error.outsideCoverage')
    }
    const option = options.find((o) => o.retailer === input.retailer)
    if (!option) throw new HttpRefusal(400, 'unknownRetailer', 'cart.error.unknownRetailer')
    priced.push({
      ...line,
      productName: product.title,
      unitPrice: option.price,
      currency: option.currency,
    })
  }
  const currency = priced[0]?.currency ?? 'USD'
  const totalCents = priced.reduce((n, l) => n + Math.round(l.unitPrice * 100) * l.quantity, 0)
  const token = randomBytes(32).toString('base64url')
  const reference = `SOL-${randomBytes(5).toString('hex').toUpperCase()}`
  const order = await payload.create({
    collection: ORDERS_SLUG,
    overrideAccess: true,
    data: {
      reference,
      status: 'handed_off',
      retailer: input.retailer,
      zip: place.zip,
      state: place.state,
      email: input.email,
      locale: input.locale,
      lines: priced.map((l) => ({
        product: l.product,
        product_name: l.productName,
        method: l.method,
        quantity: l.quantity,
        unit_price: l.unitPrice,
      })),
      currency,
      total_cents: totalCents,
      token_hash: hashOrderToken(token),
      member: input.member ?? null,
    },
  })
  return {
    id: order.id,
    reference,
    token,
    retailer: input.retailer,
    lines: priced,
    currency,
    totalCents,
  }
}

/** The order a confirmation link names (by its token), or null. */
export async function orderByToken(payload: Payload, token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const { docs } = await payload.find({
    collection: ORDERS_SLUG,
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { token_hash: { equals: hashOrderToken(token) } },
  })
  return docs[0] ?? null
}

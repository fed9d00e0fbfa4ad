import 'server-only'
import type { Payload } from 'payload'
import { cmsOffers } from '@/content/offers'
import type { LocaleCode } from '@/i18n/locales'
import { HttpRefusal } from '@/server/http/refusal'
import {
  type Cart,
  type CatalogueEntry,
  checkCatalogue,
  EMPTY_CART,
  parseCart,
} from '../rules/cart'
import { placeOfZip } from '../rules/places'
import { US_RETAILERS } from '../us-retailers'
import { usPlaces } from './us-places.server'

/**
 * A signed-in member's en-us cart kept on their account (issue 14: "the cart survives … on the
 * account when signed in"): the `cart` field of their `members` document, written only here.
 */

const KNOWN_RETAILERS = new Set(US_RETAILERS.map((r) => r.retailer))

/** The member's saved cart; a stored value that no longer reads as a cart is an empty one. */
export async function readAccountCart(payload: Payload, memberId: number): Promise<Cart> {
  const member = await payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
    select: { cart: true },
  })
  return parseCart(member?.cart ?? null).cart
}

async function writeAccountCart(payload: Payload, memberId: number, cart: Cart) {
  await payload.update({
    collection: 'members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
    // A JSON field takes plain objects; a Cart is one.
    data: { cart: cart.lines.length === 0 && cart.zip === null ? null : { ...cart } },
  })
}

/**
 * Replaces the member's saved cart with `value`, checked as the checkout checks a cart: the
 * same rules as the device's (quantities 1–12, at most 30 lines), a ZIP code in coverage, and
 * every line a product available in the locale from a retailer that offers it there. Names and
 * prices are the CMS's. Anything else is a translated 400 and the saved cart stays as it was.
 */
export async function saveAccountCart(
  payload: Payload,
  memberId: number,
  value: unknown,
  locale: LocaleCode,
): Promise<Cart> {
  const { cart, problem } = parseCart(value)
  if (problem) throw new HttpRefusal(400, 'tampered', 'cart.error.tampered')
  if (cart.zip !== null && !placeOfZip(await usPlaces(), cart.zip)) {
    throw new HttpRefusal(400, 'outsideCoverage', 'cart.error.outsideCoverage')
  }
  const catalogue = new Map<string, CatalogueEntry | null>()
  for (const product of new Set(cart.lines.map((l) => l.product))) {
    const found = await cmsOffers(product, locale)
    catalogue.set(
      product,
      found.product ? { productName: found.product.title, offers: found.offers } : null,
    )
  }
  const checked = checkCatalogue(cart, catalogue, KNOWN_RETAILERS)
  if (checked.problem) {
    throw new HttpRefusal(400, checked.problem, `cart.error.${checked.problem}`)
  }
  await writeAccountCart(payload, memberId, checked.cart)
  return checked.cart
}

/**
 * After a checkout (issue 14: "checkout empties both"): the lines handed to `retailer` leave
 * the member's saved cart, as they leave the device's.
 */
export async function removeRetailerFromAccountCart(
  payload: Payload,
  memberId: number,
  retailer: string,
): Promise<void> {
  const cart = await readAccountCart(payload, memberId)
  const lines = cart.lines.filter((l) => l.retailer !== retailer)
  if (lines.length === cart.lines.length) return
  await writeAccountCart(payload, memberId, lines.length ? { ...cart, lines } : EMPTY_CART)
}

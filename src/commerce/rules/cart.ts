/**
 * The en-us delivery cart's arithmetic (issue 14, SPEC §1 "en-us purchase flow"): lines of a
 * product bought from one retailer by one fulfilment method, quantities 1–12, totals per
 * retailer (each retailer fulfils and is handed its own order), the device cart merged into the
 * account cart on sign-in, and the check of a stored cart that may have been tampered with.
 * Pure: no React, no I/O.
 */

export const MIN_QUANTITY = 1
/** The most bottles of one product per line (issue 14: "quantities 1–12"). */
export const MAX_QUANTITY = 12
/** The most lines a cart holds; a stored cart with more is refused as tampered. */
export const MAX_LINES = 30

export const FULFILMENT_METHODS = ['delivery', 'shipping', 'pickup'] as const
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number]

export interface CartLine {
  /** The product's grouping id (as in the retailer offers). */
  product: string
  productName: string
  retailer: string
  method: FulfilmentMethod
  /** Price of one unit, in `currency`, as the retailer quoted it when the line was added. */
  unitPrice: number
  currency: string
  quantity: number
}

export interface Cart {
  /** The ZIP code the lines were quoted for (one address per cart). */
  zip: string | null
  lines: CartLine[]
}

export const EMPTY_CART: Cart = { zip: null, lines: [] }

export type CartProblem = 'quantity' | 'tampered'

export function isValidQuantity(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= MIN_QUANTITY && n <= MAX_QUANTITY
}

const sameLine = (a: CartLine, b: Pick<CartLine, 'product' | 'retailer' | 'method'>) =>
  a.product === b.product && a.retailer === b.retailer && a.method === b.method

/**
 * Adds a line; the same product from the same retailer by the same method adds up, capped at
 * 12. A quantity outside 1–12 is refused (the cart is unchanged).
 */
export function addLine(cart: Cart, line: CartLine): { cart: Cart; problem?: CartProblem } {
  if (!isValidQuantity(line.quantity)) return { cart, problem: 'quantity' }
  const existing = cart.lines.find((l) => sameLine(l, line))
  if (existing) {
    const quantity = Math.min(MAX_QUANTITY, existing.quantity + line.quantity)
    return {
      cart: {
        ...cart,
        lines: cart.lines.map((l) => (l === existing ? { ...line, quantity } : l)),
      },
    }
  }
  if (cart.lines.length >= MAX_LINES) return { cart, problem: 'tampered' }
  return { cart: { ...cart, lines: [...cart.lines, line] } }
}

/** Sets a line's quantity (1–12); anything else is refused and the cart stays as it was. */
export function setQuantity(
  cart: Cart,
  index: number,
  quantity: number,
): { cart: Cart; problem?: CartProblem } {
  if (!isValidQuantity(quantity)) return { cart, problem: 'quantity' }
  if (!cart.lines[index]) return { cart, problem: 'tampered' }
  return {
    cart: { ...cart, lines: cart.lines.map((l, i) => (i === index ? { ...l, quantity } : l)) },
  }
}

export function removeLine(cart: Cart, index: number): Cart {
  return { ...cart, lines: cart.lines.filter((_, i) => i !== index) }
}

export interface RetailerTotal {
  retailer: string
  currency: string
  items: number
  /** In the currency's cents, so sums do not drift (0.1 + 0.2). */
  totalCents: number
}

/** One total per retailer, in the order retailers first appear in the cart. */
export function totalsByRetailer(cart: Cart): RetailerTotal[] {
  const totals = new Map<string, RetailerTotal>()
  for (const line of cart.lines) {
    const key = `${line.retailer}\u0000${line.currency}`
    const total = totals.get(key) ?? {
      retailer: line.retailer,
      currency: line.currency,
      items: 0,
      totalCents: 0,
    }
    total.items += line.quantity
    total.totalCents += Math.round(line.unitPrice * 100) * line.quantity
    totals.set(key, total)
  }
  return [...totals.values()]
}

/** The number the header's badge shows: bottles, not lines. */
export function itemCount(cart: Cart): number {
  return cart.lines.reduce((n, l) => n + l.quantity, 0)
}

/**
 * The cart after signing in: the account's lines, then the device's; a line in both keeps the
 * larger quantity (merging twice must not double a cart), capped at 12. The device's address
 * wins: it is the one the visitor just typed.
 */
export function mergeCarts(account: Cart, device: Cart): Cart {
  const lines = account.lines.map((l) => ({ ...l }))
  for (const line of device.lines) {
    const same = lines.find((l) => sameLine(l, line))
    if (same) {
      same.quantity = Math.min(MAX_QUANTITY, Math.max(same.quantity, line.quantity))
      same.unitPrice = line.unitPrice
    } else if (lines.length < MAX_LINES) {
      lines.push({ ...line })
    }
  }
  return { zip: device.zip ?? account.zip, lines }
}

const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max

/**
 * A cart read from storage or a request, checked field by field: anything malformed (a quantity
 * outside 1–12, a negative price, an unknown method, too many lines) makes the whole cart
 * `tampered`: the caller says so and starts from an empty cart rather than guessing.
 */
export function parseCart(value: unknown): { cart: Cart; problem?: CartProblem } {
  if (value === null || value === undefined) return { cart: EMPTY_CART }
  const v = value as { zip?: unknown; lines?: unknown }
  if (typeof v !== 'object' || !Array.isArray(v.lines) || v.lines.length > MAX_LINES) {
    return { cart: EMPTY_CART, problem: 'tampered' }
  }
  if (
    v.zip !== null &&
    v.zip !== undefined &&
    !(typeof v.zip === 'string' && /^\d{5}$/.test(v.zip))
  ) {
    return { cart: EMPTY_CART, problem: 'tampered' }
  }
  const lines: CartLine[] = []
  for (const raw of v.lines as unknown[]) {
    const l = raw as Partial<Record<keyof CartLine, unknown>>
    if (
      !l ||
      typeof l !== 'object' ||
      !isText(l.product, 64) ||
      !isText(l.productName, 200) ||
      !isText(l.retailer, 120) ||
      !FULFILMENT_METHODS.includes(l.method as FulfilmentMethod) ||
      typeof l.unitPrice !== 'number' ||
      !Number.isFinite(l.unitPrice) ||
      l.unitPrice < 0 ||
      l.unitPrice > 100_000 ||
      !isText(l.currency, 3) ||
      !isValidQuantity(l.quantity)
    ) {
      return { cart: EMPTY_CART, problem: 'tampered' }
    }
    lines.push({
      product: l.product,
      productName: l.productName,
      retailer: l.retailer,
      method: l.method as FulfilmentMethod,
      unitPrice: l.unitPrice,
      currency: l.currency,
      quantity: l.quantity,
    })
  }
  return { cart: { zip: (v.zip as string | null | undefined) ?? null, lines } }
}

/** What the server knows of one product for a saved cart: its name and its offers' retailers. */
export interface CatalogueEntry {
  productName: string
  offers: ReadonlyArray<{ retailer: string; price: number; currency: string }>
}

export type CatalogueProblem = 'unknownProduct' | 'unknownRetailer'

/**
 * A cart a member saves to their account, checked line by line against what is sold (issue 14:
 * "known products/retailers"): every product must be in `catalogue` (available in the locale)
 * and every retailer among its offers there. Names and prices are taken from the catalogue, not
 * from the request, so a stored cart never carries text or prices a visitor wrote. `known` also
 * names the retailers that can fulfil at all (the delivery service's list).
 */
export function checkCatalogue(
  cart: Cart,
  catalogue: ReadonlyMap<string, CatalogueEntry | null>,
  known: ReadonlySet<string>,
): { cart: Cart; problem?: undefined } | { cart?: undefined; problem: CatalogueProblem } {
  const lines: CartLine[] = []
  for (const line of cart.lines) {
    const entry = catalogue.get(line.product)
    if (!entry) return { problem: 'unknownProduct' }
    const offer = entry.offers.find((o) => o.retailer === line.retailer)
    if (!offer || !known.has(line.retailer)) return { problem: 'unknownRetailer' }
    lines.push({
      ...line,
      productName: entry.productName,
      unitPrice: offer.price,
      currency: offer.currency,
    })
  }
  return { cart: { zip: cart.zip, lines } }
}

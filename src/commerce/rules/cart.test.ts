import { describe, expect, it } from 'vitest'
import {
  addLine,
  type Cart,
  type CartLine,
  type CatalogueEntry,
  checkCatalogue,
  EMPTY_CART,
  itemCount,
  MAX_QUANTITY,
  mergeCarts,
  parseCart,
  removeLine,
  setQuantity,
  totalsByRetailer,
} from './cart'

const line = (over: Partial<CartLine> = {}): CartLine => ({
  product: 'SOL-XO-70',
  productName: 'XO',
  retailer: 'Liberty Wine & Spirits',
  method: 'delivery',
  unitPrice: 229.99,
  currency: 'USD',
  quantity: 1,
  ...over,
})
const cart = (...lines: CartLine[]): Cart => ({ zip: '10001', lines })

describe('cart quantities (issue 14: "quantities 1–12")', () => {
  it.each([
    [0, 'quantity'],
    [-1, 'quantity'],
    [13, 'quantity'],
    [1.5, 'quantity'],
    [Number.NaN, 'quantity'],
    [1, undefined],
    [12, undefined],
  ] as const)('adding a line of %s → problem %s', (quantity, problem) => {
    const result = addLine(EMPTY_CART, line({ quantity }))
    expect(result.problem).toBe(problem)
    expect(result.cart.lines).toHaveLength(problem ? 0 : 1)
  })

  it.each([
    [5, 4, 9],
    [10, 5, 12], // capped at 12
    [12, 12, 12],
  ])('the same line %i + %i → %i', (first, second, total) => {
    const once = addLine(EMPTY_CART, line({ quantity: first })).cart
    const twice = addLine(once, line({ quantity: second })).cart
    expect(twice.lines).toHaveLength(1)
    expect(twice.lines[0]?.quantity).toBe(total)
  })

  it('keeps lines apart by retailer and by method', () => {
    let c = addLine(EMPTY_CART, line()).cart
    c = addLine(c, line({ method: 'pickup' })).cart
    c = addLine(c, line({ retailer: 'Hudson Fine Spirits' })).cart
    expect(c.lines).toHaveLength(3)
    expect(itemCount(c)).toBe(3)
  })

  it.each([
    [0, 'quantity', 2],
    [13, 'quantity', 2],
    [7, undefined, 7],
  ] as const)('setting a quantity to %s → problem %s, quantity %i', (q, problem, after) => {
    const result = setQuantity(cart(line({ quantity: 2 })), 0, q)
    expect(result.problem).toBe(problem)
    expect(result.cart.lines[0]?.quantity).toBe(after)
  })

  it('removes a line', () => {
    expect(removeLine(cart(line(), line({ method: 'pickup' })), 0).lines).toEqual([
      line({ method: 'pickup' }),
    ])
  })
})

describe('totals per retailer', () => {
  it('sums each retailer in cents, in the order they first appear', () => {
    const c = cart(
      line({ unitPrice: 0.1, quantity: 3 }),
      line({ retailer: 'Pacific Bottle Shop', unitPrice: 218.49, quantity: 2 }),
      line({ unitPrice: 0.2, quantity: 1, method: 'pickup' }),
    )
    expect(totalsByRetailer(c)).toEqual([
      { retailer: 'Liberty Wine & Spirits', currency: 'USD', items: 4, totalCents: 50 },
      { retailer: 'Pacific Bottle Shop', currency: 'USD', items: 2, totalCents: 43698 },
    ])
  })
  it('an empty cart has no totals', () => expect(totalsByRetailer(EMPTY_CART)).toEqual([]))
})

describe('merging the device cart into the account cart (on sign-in)', () => {
  it.each([
    ['account only', [line({ quantity: 2 })], [], [2]],
    ['device only', [], [line({ quantity: 3 })], [3]],
    [
      'same line: the larger quantity, not the sum',
      [line({ quantity: 2 })],
      [line({ quantity: 5 })],
      [5],
    ],
    ['capped at 12', [line({ quantity: MAX_QUANTITY })], [line({ quantity: 3 })], [12]],
    ['different lines: both', [line()], [line({ method: 'shipping', quantity: 4 })], [1, 4]],
  ])('%s', (_, account, device, quantities) => {
    const merged = mergeCarts(
      { zip: '10001', lines: account },
      { zip: device.length ? '78701' : null, lines: device },
    )
    expect(merged.lines.map((l) => l.quantity)).toEqual(quantities)
    expect(merged.zip).toBe(device.length ? '78701' : '10001')
  })
  it('is idempotent: merging the same device cart twice changes nothing', () => {
    const device = cart(line({ quantity: 3 }))
    const once = mergeCarts(cart(), device)
    expect(mergeCarts(once, device)).toEqual(once)
  })
})

describe('a stored cart, checked (tampered → empty cart and a message)', () => {
  it.each([
    ['nothing stored', null, undefined, 0],
    ['a good cart', cart(line(), line({ method: 'pickup', quantity: 12 })), undefined, 2],
    ['not an object', 'oops', 'tampered', 0],
    ['lines not a list', { zip: null, lines: {} }, 'tampered', 0],
    ['quantity 0', cart(line({ quantity: 0 })), 'tampered', 0],
    ['quantity 13', cart(line({ quantity: 13 })), 'tampered', 0],
    ['negative price', cart(line({ unitPrice: -1 })), 'tampered', 0],
    ['unknown method', cart(line({ method: 'drone' as never })), 'tampered', 0],
    ['bad ZIP', { zip: '1234x', lines: [] }, 'tampered', 0],
    ['too many lines', cart(...Array.from({ length: 31 }, () => line())), 'tampered', 0],
  ])('%s', (_, value, problem, lines) => {
    const parsed = parseCart(value)
    expect(parsed.problem).toBe(problem)
    expect(parsed.cart.lines).toHaveLength(lines)
  })
})

describe('a cart saved to the account, checked against what is sold (known products and retailers)', () => {
  const XO: CatalogueEntry = {
    productName: 'Solaine XO',
    offers: [{ retailer: 'Liberty Wine & Spirits', price: 229.99, currency: 'USD' }],
  }
  const catalogue = new Map<string, CatalogueEntry | null>([
    ['SOL-XO-70', XO],
    ['SOL-GONE', null],
  ])
  const known = new Set(['Liberty Wine & Spirits', 'Pacific Bottle Shop'])
  it.each([
    ['a sold product from a retailer with an offer', line(), undefined],
    ['a product the catalogue does not know', line({ product: 'NOPE' }), 'unknownProduct'],
    ['a product no longer available', line({ product: 'SOL-GONE' }), 'unknownProduct'],
    [
      'a known retailer without an offer for it',
      line({ retailer: 'Pacific Bottle Shop' }),
      'unknownRetailer',
    ],
    ['a retailer nobody knows', line({ retailer: 'Nobody' }), 'unknownRetailer'],
  ] as const)('%s → %s', (_, given, problem) => {
    expect(checkCatalogue(cart(given), catalogue, known).problem).toBe(problem)
  })
  it('an offer the delivery service does not know is refused', () => {
    expect(checkCatalogue(cart(line()), catalogue, new Set()).problem).toBe('unknownRetailer')
  })
  it('takes the name and the price from the catalogue, not from the request', () => {
    const checked = checkCatalogue(
      cart(line({ productName: '<b>Free</b>', unitPrice: 0.01, currency: 'EUR', quantity: 3 })),
      catalogue,
      known,
    )
    expect(checked.cart).toEqual(
      cart(line({ productName: 'Solaine XO', unitPrice: 229.99, currency: 'USD', quantity: 3 })),
    )
  })
  it('an empty cart is fine', () => {
    expect(checkCatalogue(EMPTY_CART, catalogue, known).cart).toEqual(EMPTY_CART)
  })
})

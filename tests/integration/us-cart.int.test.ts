import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '@/account/email/outbox'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'
import { rest } from './rest-client'

/**
 * The en-us cart's checkout (issue 14) on both databases: POST /api/cart/checkout/ hands the
 * cart's lines of one retailer over as an order with status "handed off", priced again from the
 * CMS offer, and mails the confirmation link (SITE_URL); a tampered cart, an unknown retailer or
 * product, an address outside coverage, a bad email or a locale without the cart is a translated
 * 400, never a 500; orders are not readable over REST by visitors.
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
let checkout: Handler
let fulfilment: Handler
const SITE = 'http://localhost:3000'
const ctx = { disableRevalidate: true }

const line = (over: Record<string, unknown> = {}) => ({
  product: 'SOL-XO-70',
  productName: 'XO',
  retailer: 'Liberty Wine & Spirits',
  method: 'delivery',
  unitPrice: 1,
  currency: 'USD',
  quantity: 2,
  ...over,
})

async function post(
  body: Record<string, unknown>,
  { captcha = true, cookie }: { captcha?: boolean; cookie?: string } = {},
) {
  const response = await checkout(
    new Request(`${SITE}/api/cart/checkout/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': '203.0.113.40',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(captcha ? { ...body, altcha: await solvedCaptcha() } : body),
    }),
  )
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown> & { message?: string },
  }
}

beforeAll(async () => {
  h = await startPayload()
  checkout = (await import('@/app/api/cart/checkout/route')).POST as Handler
  fulfilment = (await import('@/app/api/cart/fulfilment/route')).GET as Handler
  const xo = await h.payload.create({
    collection: 'products',
    locale: 'en-us',
    context: ctx,
    data: {
      title: 'Solaine XO',
      slug: 'xo',
      available: true,
      range: 'prestige',
      sort_order: 40,
      small_description: 'Ten years in oak.',
      flavour_profile: { fruity: 7, floral: 5, spicy: 7, woody: 7, sweet: 6 },
      abv: 40,
      volume_ml: 750,
      grouping_id: 'SOL-XO-70',
      click_to_buy: true,
    },
  })
  await h.payload.create({
    collection: 'retailer-offers',
    context: ctx,
    data: {
      product: xo.id,
      retailer: 'Liberty Wine & Spirits',
      market: 'US',
      price: 229.99,
      currency: 'USD',
      pack_size: '750 ml',
      availability: 'in_stock',
      url: 'https://www.libertywineandspirits.com/cognac/maison-solaine-xo',
    } as never,
  })
}, 120_000)

afterAll(async () => {
  await h?.close()
})

describe('GET /api/cart/fulfilment/', () => {
  it('lists the retailer that delivers in Manhattan, with its CMS price', async () => {
    const response = await fulfilment(
      new Request(
        `${SITE}/api/cart/fulfilment/?locale=en-us&product=SOL-XO-70&zip=10001&method=delivery`,
      ),
    )
    expect(response.status).toBe(200)
    const json = (await response.json()) as { options: Array<{ retailer: string; price: number }> }
    expect(json.options).toMatchObject([{ retailer: 'Liberty Wine & Spirits', price: 229.99 }])
  })
})

describe('POST /api/cart/checkout/', () => {
  it('records a handed-off order priced from the CMS and mails the confirmation link', async () => {
    const before = outboxMessages().length
    const { status, json } = await post({
      locale: 'en-us',
      retailer: 'Liberty Wine & Spirits',
      email: 'buyer@example.com',
      cart: { zip: '10001', lines: [line()] },
    })
    expect(status).toBe(201)
    expect(json.confirmation).toMatch(/^\/en-us\/cart\/confirmation\/\?token=/)
    const { docs } = await h.payload.find({
      collection: 'orders',
      where: { reference: { equals: json.reference } },
    })
    expect(docs[0]).toMatchObject({
      status: 'handed_off',
      retailer: 'Liberty Wine & Spirits',
      zip: '10001',
      state: 'NY',
      total_cents: 45998, // 2 × 229.99, not the cart's tampered 1.00
    })
    expect(outboxMessages().length).toBe(before + 1)
    const mail = outboxMessages().find((m) => m.to.includes('buyer@example.com'))
    expect(mail?.subject).toBe(`Your order ${json.reference} is with Liberty Wine & Spirits`)
    expect(mail?.text).toContain('/en-us/cart/confirmation/?token=')
  })

  it.each([
    ['a tampered cart', { cart: { zip: '10001', lines: [line({ quantity: 99 })] } }, 'tampered'],
    ['an unknown retailer', { retailer: 'Nobody' }, 'unknownRetailer'],
    [
      'an unknown product',
      { cart: { zip: '10001', lines: [line({ product: 'NOPE' })] } },
      'unknownProduct',
    ],
    ['a ZIP outside coverage', { cart: { zip: '00601', lines: [line()] } }, 'outsideCoverage'],
    ['Utah delivery', { cart: { zip: '84101', lines: [line()] } }, 'outsideCoverage'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['a locale without the cart', { locale: 'fr-fr' }, 'unavailable'],
  ])('refuses %s with a translated 400', async (_, over, error) => {
    const { status, json } = await post({
      locale: 'en-us',
      retailer: 'Liberty Wine & Spirits',
      email: 'buyer@example.com',
      cart: { zip: '10001', lines: [line()] },
      ...over,
    })
    expect(status).toBe(400)
    expect(json.error).toBe(error)
    expect(typeof json.message).toBe('string')
  })

  it('refuses a checkout without a solved captcha (it mails the typed address)', async () => {
    const { status, json } = await post(
      {
        locale: 'en-us',
        retailer: 'Liberty Wine & Spirits',
        email: 'buyer@example.com',
        cart: { zip: '10001', lines: [line()] },
      },
      { captcha: false },
    )
    expect(status).toBe(400)
    expect(json.error).toBe('captcha')
    expect(typeof json.message).toBe('string')
  })

  it('reads a malformed session cookie as a visitor, not as a server error', async () => {
    const { status } = await post(
      {
        locale: 'en-us',
        retailer: 'Liberty Wine & Spirits',
        email: 'buyer@example.com',
        cart: { zip: '10001', lines: [line()] },
      },
      { cookie: 'ms_member=%E0%A4%A' },
    )
    expect(status).toBe(201)
  })

  it('orders are not readable over REST without an editor token', async () => {
    expect([401, 403]).toContain((await rest('GET', '/api/orders/')).status)
  })
})

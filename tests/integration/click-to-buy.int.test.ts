import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'
import { rest } from './rest-client'

/**
 * Click-to-buy offers (issue 14) on both databases: the retailer-offers collection refuses a bad
 * link or currency on save; GET /api/offers/ answers the offers of the locale's market (in stock
 * first, then price), none for an unknown product or one not offered in the locale, the store
 * locator's product for an empty market, the purchase-locator widget's init where that adapter
 * serves the market, and a translated 400 for bad input; the collection itself is not readable
 * over REST by visitors.
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
let offersRoute: Handler
const SITE = 'http://localhost:3000'
const ctx = { disableRevalidate: true }
let xoId: number

interface Answer {
  source?: 'offers' | 'widget'
  productSlug?: string | null
  productName?: string | null
  offers?: Array<{ retailer: string; price: number; currency: string; availability: string }>
  widget?: { init: Record<string, unknown>; button: Record<string, unknown> }
  error?: string
  message?: string
}

async function get(query: string, headers: Record<string, string> = {}) {
  const response = await offersRoute(new Request(`${SITE}/api/offers/?${query}`, { headers }))
  return { status: response.status, json: (await response.json()) as Answer }
}

const offer = (data: Record<string, unknown>) =>
  h.payload.create({
    collection: 'retailer-offers',
    context: ctx,
    data: {
      product: xoId,
      pack_size: '70 cl',
      availability: 'in_stock',
      ...data,
    } as never,
  })

beforeAll(async () => {
  h = await startPayload()
  offersRoute = (await import('@/app/api/offers/route')).GET as Handler
  const xo = await h.payload.create({
    collection: 'products',
    locale: 'en-ww',
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
      volume_ml: 700,
      grouping_id: 'SOL-XO-70',
      click_to_buy: true,
    },
  })
  xoId = xo.id as number
  for (const locale of ['fr-fr', 'en-uk', 'fr-ca'] as const) {
    await h.payload.update({
      collection: 'products',
      id: xoId,
      locale,
      context: ctx,
      data: { title: 'Solaine XO', slug: 'xo', available: true, small_description: 'Dix ans.' },
    })
  }
  const fr = (retailer: string, price: number, availability = 'in_stock') =>
    offer({
      retailer,
      market: 'FR',
      price,
      currency: 'EUR',
      availability,
      url: `https://www.${retailer.toLowerCase().replace(/\W/g, '')}.fr/maison-solaine-xo`,
    })
  await fr('Caves du Marais', 178.9)
  await fr('Cognatheque Bordelaise', 174.9, 'out_of_stock')
  await fr('Comptoir des Eaux-de-Vie', 185.9)
  await fr('Vignobles Lyon', 176.5, 'limited')
  await offer({
    retailer: 'Thames Wine Merchants',
    market: 'GB',
    price: 164.9,
    currency: 'GBP',
    url: 'https://www.thameswinemerchants.co.uk/cognac/maison-solaine-xo',
  })
  await offer({
    retailer: 'Skyway Duty Free',
    market: 'WW',
    price: 181.1,
    currency: 'USD',
    url: 'https://shop.skywaydutyfree.com/spirits/maison-solaine-xo',
  })
}, 120_000)

afterAll(async () => {
  await h?.close()
})

afterEach(() => {
  delete process.env.BUY_WIDGET_MARKETS
  delete process.env.BUY_WIDGET_KEY
  delete process.env.BUY_WIDGET_SCRIPT_URL
})

describe('GET /api/offers/: the offers of the locale’s market', () => {
  it('fr-fr: the French offers, in stock by price, then limited, then out of stock', async () => {
    const { status, json } = await get('locale=fr-fr&product=SOL-XO-70')
    expect(status).toBe(200)
    expect(json.source).toBe('offers')
    expect(json.productName).toBe('Solaine XO')
    expect(json.productSlug).toBe('xo')
    expect(json.offers?.map((o) => [o.retailer, o.price, o.currency])).toEqual([
      ['Caves du Marais', 178.9, 'EUR'],
      ['Comptoir des Eaux-de-Vie', 185.9, 'EUR'],
      ['Vignobles Lyon', 176.5, 'EUR'],
      ['Cognatheque Bordelaise', 174.9, 'EUR'],
    ])
  })

  it.each([
    ['en-uk', ['Thames Wine Merchants']],
    ['en-ww', ['Skyway Duty Free']],
  ])('%s: its own market only', async (locale, retailers) => {
    const { json } = await get(`locale=${locale}&product=SOL-XO-70`)
    expect(json.offers?.map((o) => o.retailer)).toEqual(retailers)
  })

  it('fr-ca: the product is offered there but no retailer sells it: its slug for the store locator', async () => {
    const { status, json } = await get('locale=fr-ca&product=SOL-XO-70')
    expect(status).toBe(200)
    expect(json).toEqual({
      source: 'offers',
      productSlug: 'xo',
      productName: 'Solaine XO',
      offers: [],
    })
  })

  it.each([
    ['an unknown product', 'locale=fr-fr&product=SOL-NOPE-70'],
    ['a product not offered in the locale (ru-ru)', 'locale=ru-ru&product=SOL-XO-70'],
  ])('%s: no offers, no product', async (_, query) => {
    const { status, json } = await get(query)
    expect(status).toBe(200)
    expect(json).toEqual({ source: 'offers', productSlug: null, productName: null, offers: [] })
  })

  it.each([
    ['no locale', 'product=SOL-XO-70', 'unknownLocale'],
    ['an unknown locale', 'locale=xx-xx&product=SOL-XO-70', 'unknownLocale'],
    ['no product', 'locale=fr-fr', 'invalidProduct'],
    ['a product with spaces', 'locale=fr-fr&product=SOL%20XO', 'invalidProduct'],
    ['a product too long', `locale=fr-fr&product=${'X'.repeat(65)}`, 'invalidProduct'],
  ])('%s → a translated 400', async (_, query, error) => {
    const { status, json } = await get(query, { 'Accept-Language': 'fr-FR' })
    expect(status).toBe(400)
    expect(json.error).toBe(error)
    expect(json.message).toMatch(/[a-zé]/)
  })
})

describe('the purchase-locator widget adapter (SPEC §7)', () => {
  it('serves the markets configured for it, initialised with en-US, radius 50, limit 30', async () => {
    process.env.BUY_WIDGET_MARKETS = 'GB'
    process.env.BUY_WIDGET_KEY = 'pk_public_demo'
    process.env.BUY_WIDGET_SCRIPT_URL = 'https://widget.purchase-locator.example/v2/widget.js'
    const uk = await get('locale=en-uk&product=SOL-XO-70')
    expect(uk.json.source).toBe('widget')
    expect(uk.json.widget).toEqual({
      init: { apiKey: 'pk_public_demo', language: 'en-US', storeRadius: 50, storeLimit: 30 },
      button: { variantId: 'SOL-XO-70', country: 'GB' },
      scriptUrl: 'https://widget.purchase-locator.example/v2/widget.js',
    })
    // Other markets keep the CMS offers.
    expect((await get('locale=fr-fr&product=SOL-XO-70')).json.source).toBe('offers')
  })

  it('falls back to the CMS offers without a key', async () => {
    process.env.BUY_WIDGET_MARKETS = 'GB'
    const uk = await get('locale=en-uk&product=SOL-XO-70')
    expect(uk.json.source).toBe('offers')
    expect(uk.json.offers?.map((o) => o.retailer)).toEqual(['Thames Wine Merchants'])
  })
})

describe('retailer-offers refuses what a visitor must never be sent to', () => {
  it.each([
    ['an http link', { url: 'http://www.cavesdumarais.fr/xo' }],
    ['a javascript: link', { url: 'javascript:alert(1)' }],
    ['a relative link', { url: '/fr-fr/collection/xo/' }],
    ['a link with credentials', { url: 'https://a:b@cavesdumarais.fr/xo' }],
    ['a lower-case currency', { currency: 'eur' }],
    ['a price of zero', { price: 0 }],
    ['an unknown market', { market: 'XX' }],
    ['an unknown availability', { availability: 'soon' }],
  ])('%s', async (_, bad) => {
    await expect(
      offer({
        retailer: 'Caves du Marais',
        market: 'FR',
        price: 10,
        currency: 'EUR',
        url: 'https://www.cavesdumarais.fr/xo',
        ...bad,
      }),
    ).rejects.toThrow()
  })

  it('is read and written by editors only over REST', async () => {
    for (const path of [
      '/api/retailer-offers/',
      '/api/retailer-offers/count/',
      '/api/retailer-offers/1/',
    ]) {
      const answer = await rest('GET', path)
      expect([401, 403, 404], path).toContain(answer.status)
      expect(answer.text).not.toContain('Caves du Marais')
    }
    const write = await rest('POST', '/api/retailer-offers/', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        retailer: 'Evil',
        product: xoId,
        market: 'FR',
        price: 1,
        currency: 'EUR',
        pack_size: '70 cl',
        url: 'https://evil.example/x',
      }),
    })
    expect([401, 403]).toContain(write.status)
  })
})

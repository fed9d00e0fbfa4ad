import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'

/**
 * A member's en-us cart kept on the account (issue 14), on both databases: a member saves a cart
 * through PUT /api/members/cart/ and reads it back with GET, priced and named from the CMS;
 * another member and a visitor never read it (nor through the Local API with their access);
 * bad input (a tampered cart, unknown product or retailer, a ZIP outside coverage, a locale
 * without the cart, malformed JSON) is a translated 4xx, never a 500; a checkout by the member
 * empties the handed-off lines from the account cart too.
 */

const SITE = 'http://localhost:3000'
const CLIENT_HEADER = 'x-ms-content-client'

// Route handlers read the member's cookie through next/headers, which only works inside Next:
// here it reads the cookie header of the request being handled (calls run one at a time).
const jar = vi.hoisted(() => ({ cookie: '', headers: new Headers() }))
vi.mock('next/headers', () => ({
  cookies: async () => {
    const all = jar.cookie
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => {
        const i = c.indexOf('=')
        return { name: i < 0 ? c : c.slice(0, i), value: i < 0 ? '' : c.slice(i + 1) }
      })
    return {
      get: (name: string) => all.find((c) => c.name === name),
      getAll: () => all,
      has: (name: string) => all.some((c) => c.name === name),
    }
  },
  headers: async () => jar.headers,
}))

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>
type Answer = { status: number; json: Record<string, unknown>; cookie: string }

let h: Harness
let clients = 0
let route: Record<'GET' | 'PUT', Handler>
const members: Array<{ id: number; cookie: string }> = []
const PATH = '/api/members/cart/'

async function call(
  handler: Handler,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; raw?: string; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    origin: SITE,
    host: 'localhost:3000',
    [CLIENT_HEADER]: `198.18.12.${++clients & 255}`,
  }
  const body =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options.cookie) headers.cookie = options.cookie
  const request = new Request(`${SITE}${path}`, { method, headers, body })
  jar.cookie = options.cookie ?? ''
  jar.headers = request.headers
  const response = await handler(request, { params: Promise.resolve({}) })
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
  const cookie = (response.headers.getSetCookie?.() ?? []).map((s) => s.split(';')[0]).join('; ')
  return { status: response.status, json, cookie }
}

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

const save = (cart: unknown, cookie = members[0]?.cookie, locale = 'en-us') =>
  call(route.PUT, 'PUT', PATH, { body: { locale, cart }, cookie })
const read = (cookie?: string) => call(route.GET, 'GET', PATH, { cookie })

async function signedInMember(email: string): Promise<{ id: number; cookie: string }> {
  const { payload } = h
  const { signUp, verifyEmail } = await import('@/account/server/accounts')
  const password = 'Cognac#2026'
  const created = await signUp(
    payload,
    {
      firstName: 'Ada',
      lastName: 'Reyes',
      email,
      password,
      dateOfBirth: { day: 3, month: 9, year: 1985 },
      country: 'US',
      newsletter: false,
      newsletterConsentText: 'I agree.',
      locale: 'en-us',
    },
    { ip: '203.0.113.44' },
  )
  expect(created).toMatchObject({ ok: true })
  const found = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    showHiddenFields: true,
    overrideAccess: true,
  })
  const member = found.docs[0] as { id: number; _verificationToken?: string }
  expect(await verifyEmail(payload, member._verificationToken ?? '')).toMatchObject({ ok: true })
  const signIn = (await import('@/app/api/members/sign-in/route')) as { POST: Handler }
  const signedIn = await call(signIn.POST, 'POST', '/api/members/sign-in/', {
    body: { email, password },
  })
  expect(signedIn.status).toBe(200)
  return { id: member.id, cookie: signedIn.cookie }
}

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = CLIENT_HEADER
  h = await startPayload()
  const ctx = { disableRevalidate: true }
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
  for (const [retailer, price] of [
    ['Liberty Wine & Spirits', 229.99],
    ['Pacific Bottle Shop', 234.5],
  ] as const) {
    await h.payload.create({
      collection: 'retailer-offers',
      context: ctx,
      data: {
        product: xo.id,
        retailer,
        market: 'US',
        price,
        currency: 'USD',
        pack_size: '750 ml',
        availability: 'in_stock',
        url: 'https://retailer.example/solaine-xo',
      } as never,
    })
  }
  members.push(await signedInMember('cart-one@example.com'))
  members.push(await signedInMember('cart-two@example.com'))
  route = (await import('@/app/api/members/cart/route')) as unknown as typeof route
}, 120_000)

afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

describe('a member’s cart on the account (PUT and GET /api/members/cart/)', () => {
  it('starts empty, and a saved cart reads back with the CMS’s names and prices', async () => {
    expect((await read(members[0]?.cookie)).json).toMatchObject({ cart: { zip: null, lines: [] } })
    const saved = await save({
      zip: '10001',
      lines: [line(), line({ retailer: 'Pacific Bottle Shop', method: 'shipping', quantity: 12 })],
    })
    expect(saved.status).toBe(200)
    const back = await read(members[0]?.cookie)
    expect(back.status).toBe(200)
    expect(back.json.cart).toEqual({
      zip: '10001',
      lines: [
        line({ productName: 'Solaine XO', unitPrice: 229.99 }),
        line({
          productName: 'Solaine XO',
          unitPrice: 234.5,
          retailer: 'Pacific Bottle Shop',
          method: 'shipping',
          quantity: 12,
        }),
      ],
    })
  })

  it('is the member’s alone: another member reads their own (empty) cart, a visitor gets 401', async () => {
    const other = await read(members[1]?.cookie)
    expect(other.status).toBe(200)
    expect(other.json.cart).toEqual({ zip: null, lines: [] })
    const visitor = await read()
    expect(visitor.status).toBe(401)
    expect(JSON.stringify(visitor.json)).not.toContain('Liberty')
    // A visitor cannot write one either.
    expect((await save({ zip: '10001', lines: [line()] }, '')).status).toBe(401)
    // Through the Local API with their access (what Payload's REST would apply), another
    // member sees no cart field on the first member's document, and a visitor no document.
    const { payload } = h
    const asOther = await payload
      .findByID({
        collection: 'members',
        id: members[0]?.id ?? 0,
        overrideAccess: false,
        user: { id: members[1]?.id, collection: 'members' } as never,
        depth: 0,
      })
      .catch(() => null)
    expect(asOther?.cart ?? null).toBeNull()
    const own = await payload.findByID({
      collection: 'members',
      id: members[0]?.id ?? 0,
      overrideAccess: false,
      user: { id: members[0]?.id, collection: 'members' } as never,
      depth: 0,
    })
    expect(own.cart).toMatchObject({ zip: '10001' })
  })

  it.each([
    ['a quantity of 13', { zip: '10001', lines: [line({ quantity: 13 })] }, 'en-us', 'tampered'],
    ['a quantity of 0', { zip: '10001', lines: [line({ quantity: 0 })] }, 'en-us', 'tampered'],
    ['lines that are not lines', { zip: '10001', lines: 'all of them' }, 'en-us', 'tampered'],
    [
      '31 lines',
      { zip: null, lines: Array.from({ length: 31 }, () => line()) },
      'en-us',
      'tampered',
    ],
    [
      'an unknown product',
      { zip: '10001', lines: [line({ product: 'NOPE' })] },
      'en-us',
      'unknownProduct',
    ],
    [
      'a retailer without an offer',
      { zip: '10001', lines: [line({ retailer: 'Hudson Fine Spirits' })] },
      'en-us',
      'unknownRetailer',
    ],
    ['a ZIP outside coverage', { zip: '00601', lines: [line()] }, 'en-us', 'outsideCoverage'],
    ['a locale without the cart', { zip: '10001', lines: [line()] }, 'fr-fr', 'unavailable'],
  ])(
    'refuses %s with a translated 400 and keeps the saved cart',
    async (_, cart, locale, error) => {
      const answer = await save(cart, members[0]?.cookie, locale)
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe(error)
      expect(typeof answer.json.message).toBe('string')
      expect(
        ((await read(members[0]?.cookie)).json.cart as { lines: unknown[] }).lines,
      ).toHaveLength(2)
    },
  )

  it('answers malformed bodies with 4xx, never a 500', async () => {
    const cookie = members[0]?.cookie
    for (const raw of [
      '{',
      '[]',
      '{"locale":5}',
      'null',
      `{"locale":"en-us","cart":${'['.repeat(40)}}`,
    ]) {
      const answer = await call(route.PUT, 'PUT', PATH, { raw, cookie })
      expect(answer.status, raw).toBeGreaterThanOrEqual(400)
      expect(answer.status, raw).toBeLessThan(500)
    }
    const big = await save({ zip: '10001', lines: [line({ productName: 'x'.repeat(20_000) })] })
    expect(big.status).toBe(413)
  })

  it('answers the refusal in the page’s language', async () => {
    const answer = await call(route.PUT, 'PUT', `${PATH}?locale=fr-fr`, {
      body: { locale: 'fr-fr', cart: {} },
      cookie: members[0]?.cookie,
    })
    expect(answer.status).toBe(400)
    expect(answer.json.message).toBe('Le panier n’est pas proposé dans ce pays.')
  })

  it('a checkout by the member takes the handed-off lines out of the account cart', async () => {
    const checkout = (await import('@/app/api/cart/checkout/route')).POST as Handler
    const cookie = members[0]?.cookie ?? ''
    const answer = await call(checkout, 'POST', '/api/cart/checkout/', {
      cookie,
      body: {
        locale: 'en-us',
        retailer: 'Liberty Wine & Spirits',
        email: 'cart-one@example.com',
        cart: { zip: '10001', lines: [line()] },
        altcha: await solvedCaptcha(),
      },
    })
    expect(answer.status).toBe(201)
    const left = (await read(cookie)).json.cart as { lines: Array<{ retailer: string }> }
    expect(left.lines.map((l) => l.retailer)).toEqual(['Pacific Bottle Shop'])
  })
})

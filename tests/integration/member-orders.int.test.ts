import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

/**
 * A member reads their own orders (issue 14) on both databases: GET /api/members/orders/ lists
 * the signed-in member's orders only, newest first, with what the account page shows and nothing
 * the server keeps for itself (token hash, the email, the ZIP code); another member sees none of
 * them; a visitor gets 401.
 */

const SITE = 'http://localhost:3000'
const CLIENT_HEADER = 'x-ms-content-client'

// Route handlers read the member's cookie through next/headers, which only works inside Next:
// here it reads the cookie header of the request being handled (calls run one at a time).
const jar = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  cookies: async () => {
    const all = jar.cookie
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => {
        const i = c.indexOf('=')
        return { name: c.slice(0, i), value: c.slice(i + 1) }
      })
    return {
      get: (name: string) => all.find((c) => c.name === name),
      getAll: () => all,
      has: (name: string) => all.some((c) => c.name === name),
    }
  },
  headers: async () => new Headers(),
}))

type Handler = (request: Request, route?: unknown) => Promise<Response>

let h: Harness
let clients = 0
let listOrders: Handler
const members: Record<'buyer' | 'other', { id: number; cookie: string }> = {
  buyer: { id: 0, cookie: '' },
  other: { id: 0, cookie: '' },
}

async function call(
  handler: Handler,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  cookie = '',
) {
  const request = new Request(`${SITE}${path}`, {
    method,
    headers: {
      origin: SITE,
      host: 'localhost:3000',
      [CLIENT_HEADER]: `198.18.12.${++clients & 255}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  jar.cookie = cookie
  const response = await handler(request)
  const text = await response.text()
  const setCookie = (response.headers.getSetCookie?.() ?? []).map((s) => s.split(';')[0]).join('; ')
  return { status: response.status, text, headers: response.headers, cookie: setCookie }
}

async function signedInMember(email: string) {
  const { signUp, verifyEmail } = await import('@/account/server/accounts')
  const password = 'Cognac#2026'
  const created = await signUp(
    h.payload,
    {
      firstName: 'Ada',
      lastName: 'Byron',
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
  const found = await h.payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    showHiddenFields: true,
    overrideAccess: true,
  })
  const member = found.docs[0] as { id: number; _verificationToken?: string }
  expect(await verifyEmail(h.payload, member._verificationToken ?? '')).toMatchObject({ ok: true })
  const signIn = (await import('@/app/api/members/sign-in/route')) as { POST: Handler }
  const answer = await call(signIn.POST, 'POST', '/api/members/sign-in/', { email, password })
  expect(answer.status).toBe(200)
  return { id: member.id, cookie: answer.cookie }
}

let seq = 0
const order = (member: number | null, over: Record<string, unknown> = {}) =>
  h.payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      reference: `SOL-00000000${String(++seq).padStart(2, '0')}`,
      status: 'handed_off',
      retailer: 'Liberty Wine & Spirits',
      zip: '10001',
      state: 'NY',
      email: member === members.buyer.id ? 'buyer@example.com' : 'someone-else@example.com',
      locale: 'en-us',
      lines: [
        {
          product: 'SOL-XO-70',
          product_name: 'Solaine XO',
          method: 'delivery',
          quantity: 2,
          unit_price: 229.99,
        },
      ],
      currency: 'USD',
      total_cents: 45998,
      token_hash: `hash-${seq}-${'f'.repeat(40)}`,
      member,
      ...over,
    } as never,
  })

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = CLIENT_HEADER
  h = await startPayload()
  listOrders = ((await import('@/app/api/members/orders/route')) as { GET: Handler }).GET
  members.buyer = await signedInMember('orders-buyer@example.com')
  members.other = await signedInMember('orders-other@example.com')
  await order(members.buyer.id)
  await order(null) // a visitor's checkout: nobody's account
  await order(members.other.id, { retailer: 'Astor Wines', total_cents: 9999 })
  await order(members.buyer.id, {
    locale: 'fr-fr', // a locale without the cart: no confirmation page to link to
    lines: [
      {
        product: 'SOL-VSOP-70',
        product_name: 'Solaine VSOP',
        method: 'pickup',
        quantity: 1,
        unit_price: 59.5,
      },
    ],
    total_cents: 5950,
  })
}, 120_000)

afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

const PATH = '/api/members/orders/'
type Listed = { orders: Array<Record<string, unknown>> }

describe('GET /api/members/orders/', () => {
  it('asks a visitor to sign in (401), never cached', async () => {
    const answer = await call(listOrders, 'GET', PATH)
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.text)).toMatchObject({ ok: false })
    expect(answer.text).not.toContain('SOL-')
  })

  it("lists the member's own orders only, newest first, with lines, total and confirmation link", async () => {
    const answer = await call(listOrders, 'GET', PATH, undefined, members.buyer.cookie)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    const { orders } = JSON.parse(answer.text) as Listed
    expect(orders).toEqual([
      {
        reference: 'SOL-0000000004',
        date: expect.any(String),
        status: 'handed_off',
        retailer: 'Liberty Wine & Spirits',
        locale: 'fr-fr',
        lines: [
          {
            product: 'SOL-VSOP-70',
            productName: 'Solaine VSOP',
            method: 'pickup',
            quantity: 1,
            unitPrice: 59.5,
          },
        ],
        totalCents: 5950,
        currency: 'USD',
        confirmation: null,
      },
      expect.objectContaining({
        reference: 'SOL-0000000001',
        totalCents: 45998,
        lines: [expect.objectContaining({ productName: 'Solaine XO', quantity: 2 })],
        confirmation: '/en-us/cart/confirmation/?order=SOL-0000000001',
      }),
    ])
  })

  it("never carries a token hash, an email address, a ZIP code or another member's order", async () => {
    const answer = await call(listOrders, 'GET', PATH, undefined, members.buyer.cookie)
    for (const secret of [
      'hash-',
      'token_hash',
      '@example.com',
      '10001',
      'Astor Wines',
      'SOL-0000000002',
      'SOL-0000000003',
    ]) {
      expect(answer.text).not.toContain(secret)
    }
  })

  it("another member sees only their own order, none of the buyer's", async () => {
    const answer = await call(listOrders, 'GET', PATH, undefined, members.other.cookie)
    expect(answer.status).toBe(200)
    const { orders } = JSON.parse(answer.text) as Listed
    expect(orders.map((o) => o.reference)).toEqual(['SOL-0000000003'])
    expect(answer.text).not.toContain('buyer@example.com')
    expect(answer.text).not.toContain('hash-')
  })

  it('a member who never ordered gets an empty list', async () => {
    const fresh = await signedInMember('orders-none@example.com')
    const answer = await call(listOrders, 'GET', PATH, undefined, fresh.cookie)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ orders: [] })
  })
})

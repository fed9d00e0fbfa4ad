import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { solvedCaptcha } from '../support/captcha'
import { expiredTags } from '../support/next-cache'
import { type Harness, startPayload } from './payload-harness'
import { rest, signInOverRest } from './rest-client'

/**
 * Product reviews (issue 14) through the real route handlers, on SQLite and PostgreSQL: a member
 * submits (201, pending, not shown), an editor approves (shown, in the average and count, the
 * product's cache tag expired), a second submission replaces the first and hides it again, bad
 * input is a translated 400 (never a 500), a visitor gets 401, and pending reviews reach nobody
 * but editors: not the content function, not the public list, not Payload's REST API.
 */

const SITE = 'http://localhost:3000'
const CLIENT_HEADER = 'x-ms-reviews-client'
const ctx = { disableRevalidate: true }

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

type Handler = (request: Request, context?: unknown) => Promise<Response>

let h: Harness
let content: typeof import('@/content/reviews')
let submit: Handler
let list: Handler
let clients = 0
let editor: { id: number; collection: 'users' } & Record<string, unknown>
let editorToken = ''
const product = { xo: 0, vs: 0, hidden: 0 }
const cookies = { zoe: '', piotr: '' }

async function makeProduct(slug: string, available = true) {
  const doc = await h.payload.create({
    collection: 'products',
    locale: 'en-ww',
    context: ctx,
    data: {
      title: slug.toUpperCase(),
      slug,
      available,
      range: 'core',
      sort_order: 1,
      small_description: `Cognac ${slug}`,
      flavour_profile: { fruity: 5, floral: 5, spicy: 5, woody: 5, sweet: 5 },
      abv: 40,
      volume_ml: 700,
    },
  })
  return doc.id
}

async function member(email: string, first: string, last: string) {
  const doc = await h.payload.create({
    collection: 'members',
    data: {
      email,
      password: 'Cognac#2026',
      first_name: first,
      last_name: last,
      date_of_birth: '1990-01-01',
      country: 'FR',
      locale: 'en-ww',
      level: 'level1',
      _verified: true,
    } as never,
    disableVerificationEmail: true,
  })
  const { mintSession } = await import('@/account/server/session')
  return `ms_member=${await mintSession(h.payload, doc.id)}`
}

async function post(
  body: Record<string, unknown>,
  { cookie = cookies.zoe, captcha = true }: { cookie?: string; captcha?: boolean } = {},
) {
  const headers: Record<string, string> = {
    origin: SITE,
    host: 'localhost:3000',
    'content-type': 'application/json',
    [CLIENT_HEADER]: `198.18.9.${++clients & 255}`,
    'accept-language': 'en',
  }
  if (cookie) headers.cookie = cookie
  const request = new Request(`${SITE}/api/members/reviews/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(captcha ? { ...body, altcha: await solvedCaptcha() } : body),
  })
  jar.cookie = cookie
  jar.headers = request.headers
  const response = await submit(request)
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below.
    json: (await response.json().catch(() => undefined)) as Record<string, any>,
  }
}

async function publicList(query: string) {
  const response = await list(
    new Request(`${SITE}/api/reviews/?${query}`, {
      headers: { [CLIENT_HEADER]: `198.18.10.${++clients & 255}` },
    }),
  )
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below.
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

const review = (overrides: Record<string, unknown> = {}) => ({
  product: product.xo,
  rating: 4,
  title: 'Apricot and oak',
  text: 'Dried apricot, then a long warm finish.',
  locale: 'en-ww',
  ...overrides,
})

async function stored(text: string) {
  const { docs } = await h.payload.find({
    collection: 'product-reviews',
    where: { text: { equals: text } },
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]
}

/** An editor's change in the admin: the Local API as that user, under the collection's access. */
async function moderate(id: number, status: 'approved' | 'rejected') {
  return h.payload.update({
    collection: 'product-reviews',
    id,
    data: { status },
    user: editor,
    overrideAccess: false,
  })
}

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = CLIENT_HEADER
  h = await startPayload()
  content = await import('@/content/reviews')
  submit = (await import('@/app/api/members/reviews/route')).POST as Handler
  list = (await import('@/app/api/reviews/route')).GET as Handler
  product.xo = await makeProduct('xo')
  product.vs = await makeProduct('vs')
  product.hidden = await makeProduct('hidden', false)
  cookies.zoe = await member('zoe@example.com', 'Zoë', 'Marchand')
  cookies.piotr = await member('piotr@example.com', 'Piotr', 'Wiśniewski')
  editor = (await h.payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'Editor#2026pass' } as never,
  })) as never
  editor.collection = 'users'
  editorToken = (await signInOverRest('editor@example.com', 'Editor#2026pass')).token
}, 300_000)

afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

describe('product reviews', () => {
  it('a member submits: 201, pending, and nobody but editors sees it', async () => {
    const answer = await post(review())
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({ ok: true, review: { status: 'pending' }, replaced: false })
    const doc = await stored('Dried apricot, then a long warm finish.')
    expect(doc).toMatchObject({ status: 'pending', rating: 4, author_name: 'Zoë M.' })

    const shown = await content.productReviews(product.xo, 'en-ww')
    expect(shown).toMatchObject({ average: null, count: 0, reviews: [] })
    expect((await publicList(`product=${product.xo}&locale=en-ww`)).json).toMatchObject({
      count: 0,
      reviews: [],
    })
    // Payload's REST API: an editor reads it; a visitor and the member who wrote it do not.
    const member = cookies.zoe.slice('ms_member='.length)
    const shapes: Record<string, string>[] = [
      {},
      { Authorization: `JWT ${member}` },
      { Cookie: `payload-token=${member}`, 'Sec-Fetch-Site': 'same-origin' },
    ]
    for (const headers of shapes) {
      const answer = await rest('GET', `/api/product-reviews/${doc?.id}/`, { headers })
      expect([401, 403, 404]).toContain(answer.status)
      expect(answer.text).not.toContain('Dried apricot')
      const all = await rest('GET', '/api/product-reviews/?where[status][equals]=pending', {
        headers,
      })
      expect([401, 403]).toContain(all.status)
    }
    const asEditor = await rest('GET', `/api/product-reviews/${doc?.id}/`, {
      headers: { Authorization: `JWT ${editorToken}` },
    })
    expect(asEditor.status).toBe(200)
  })

  it('an editor approves: it shows, with the average and count, and the cache tag expires', async () => {
    const first = await stored('Dried apricot, then a long warm finish.')
    expiredTags.length = 0
    // The REST API, as the admin saves it.
    const approved = await rest('PATCH', `/api/product-reviews/${first?.id}/`, {
      headers: { Authorization: `JWT ${editorToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    })
    expect(approved.status).toBe(200)
    expect(expiredTags).toContain(`product-reviews:${product.xo}`)
    expect((await stored('Dried apricot, then a long warm finish.'))?.moderated_at).toBeTruthy()

    expect(
      (await post(review({ rating: 5, text: 'Plum and leather.' }), { cookie: cookies.piotr }))
        .status,
    ).toBe(201)
    const second = await stored('Plum and leather.')
    await moderate(second?.id as number, 'approved')

    const shown = await content.productReviews(product.xo, 'en-ww')
    expect(shown).toMatchObject({ average: 4.5, count: 2, page: 1, pages: 1 })
    // Newest first; never the member, only the name shown.
    expect(shown.reviews.map((r) => r.text)).toEqual([
      'Plum and leather.',
      'Dried apricot, then a long warm finish.',
    ])
    expect(shown.reviews[0]).toEqual({
      id: second?.id,
      rating: 5,
      title: 'Apricot and oak',
      text: 'Plum and leather.',
      author: 'Piotr W.',
      date: expect.any(String),
    })
    // Per locale: none in fr-fr; none for another product.
    expect((await content.productReviews(product.xo, 'fr-fr')).count).toBe(0)
    expect((await content.productReviews(product.vs, 'en-ww')).count).toBe(0)
    const listed = await publicList(`product=${product.xo}&locale=en-ww&page=1`)
    expect(listed.status).toBe(200)
    expect(listed.json).toMatchObject({ average: 4.5, count: 2 })
    expect(JSON.stringify(listed.json)).not.toContain('piotr@example.com')
  })

  it('a second submission replaces the member’s review and puts it back to pending', async () => {
    expiredTags.length = 0
    const answer = await post(review({ rating: 2, text: 'On second thought, too sweet.' }))
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({ replaced: true, review: { status: 'pending' } })
    const { totalDocs } = await h.payload.count({
      collection: 'product-reviews',
      where: { product: { equals: product.xo } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(2)
    // It was approved: its product's cached reviews expire, and it is hidden until read again.
    expect(expiredTags).toContain(`product-reviews:${product.xo}`)
    const shown = await content.productReviews(product.xo, 'en-ww')
    expect(shown).toMatchObject({ average: 5, count: 1 })
    expect(shown.reviews.map((r) => r.text)).toEqual(['Plum and leather.'])
  })

  it('a rejected review stays hidden', async () => {
    expect((await post(review({ product: product.vs, text: 'Spam spam spam.' }))).status).toBe(201)
    const doc = await stored('Spam spam spam.')
    await moderate(doc?.id as number, 'rejected')
    expect(await content.productReviews(product.vs, 'en-ww')).toMatchObject({ count: 0 })
  })

  it('bad input is a translated 400, never a 500', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['rating 0', review({ rating: 0 }), 'rating'],
      ['rating 6', review({ rating: 6 }), 'rating'],
      ['rating 4.5', review({ rating: 4.5 }), 'rating'],
      ['an empty text', review({ text: '' }), 'text'],
      ['a blank text', review({ text: '   ' }), 'text'],
      ['2001 characters', review({ text: 'a'.repeat(2001) }), 'text'],
      ['a long title', review({ title: 't'.repeat(121) }), 'title'],
    ]
    for (const [label, body, field] of cases) {
      const answer = await post(body)
      expect(answer.status, label).toBe(400)
      expect(answer.json, label).toMatchObject({ ok: false, error: 'invalid' })
      expect(answer.json.message, label).toBe('Please check the fields marked below.')
      expect(Object.keys(answer.json.fields), label).toEqual([field])
    }
    for (const id of [999_999, product.hidden, -1, 0]) {
      const answer = await post(review({ product: id }))
      expect(answer.status, `product ${id}`).toBe(400)
      expect(answer.json).toMatchObject({
        error: 'unknownProduct',
        message: 'This cognac cannot be reviewed here.',
      })
    }
    for (const body of [
      review({ rating: '5' }),
      review({ product: 'xo' }),
      review({ text: null }),
      review({ text: 'x'.repeat(12_000) }),
      review({ locale: 'xx-yy' }),
      {},
    ]) {
      const answer = await post(body)
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(answer.json.message).toMatch(/\S/)
    }
    // A body over the route's 16 KiB cap: 413, before anything is read.
    expect((await post(review({ text: 'x'.repeat(30_000) }))).status).toBe(413)
    // Translated in the request's language.
    const french = await post(review({ rating: 6, locale: 'fr-fr' }))
    expect(french.status).toBe(400)
    expect(french.json.fields.rating).toBe('Choisissez une note de 1 à 5 étoiles.')
    // Without a solved captcha.
    const unsolved = await post(review(), { captcha: false })
    expect(unsolved.status).toBe(400)
    expect(unsolved.json.error).toBe('captcha')
    // Nothing of it was saved (the earlier reviews only).
    const { totalDocs } = await h.payload.count({
      collection: 'product-reviews',
      overrideAccess: true,
    })
    expect(totalDocs).toBe(3)
  })

  it('a visitor is asked to sign in (401); the public list refuses bad parameters (400)', async () => {
    const answer = await post(review(), { cookie: '' })
    expect(answer.status).toBe(401)
    expect(answer.json.message).toMatch(/sign in/i)
    for (const query of [
      '',
      'product=abc&locale=en-ww',
      `product=${product.xo}`,
      `product=${product.xo}&locale=en-ww&page=0`,
    ]) {
      const listed = await publicList(query)
      expect(listed.status, query).toBe(400)
      expect(listed.json.message).toMatch(/\S/)
    }
  })

  it('a member’s reviews go with their account', async () => {
    const { deleteMemberReviews } = await import('@/reviews/server/reviews')
    const { memberFromToken } = await import('@/account/server/session')
    const piotr = await memberFromToken(h.payload, cookies.piotr.slice('ms_member='.length))
    await deleteMemberReviews(h.payload, piotr?.id as number)
    expect((await content.productReviews(product.xo, 'en-ww')).count).toBe(0)
  })
})

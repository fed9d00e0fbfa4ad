import type { CollectionSlug } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

/**
 * Masterclass progress and member levels (issue 15): a member watches a session's episodes
 * through POST /api/members/masterclass-progress/, the session completes once, the points and
 * the level follow and the level change is an activity; an approved review and a confirmed
 * newsletter subscription earn their points too.
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

let h: Harness
let clients = 0
let memberCookie = ''
let memberId = 0
const ids = { session: 0, first: 0, second: 0, product: 0 }

async function call(
  handler: Handler,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; cookie?: string; params?: unknown } = {},
): Promise<{ status: number; json: Record<string, unknown>; cookie: string }> {
  const headers: Record<string, string> = {
    origin: SITE,
    host: 'localhost:3000',
    [CLIENT_HEADER]: `198.18.9.${++clients & 255}`,
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.cookie) headers.cookie = options.cookie
  const request = new Request(`${SITE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  jar.cookie = options.cookie ?? ''
  jar.headers = request.headers
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) })
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
  const cookie = (response.headers.getSetCookie?.() ?? []).map((s) => s.split(';')[0]).join('; ')
  return { status: response.status, json, cookie }
}

type Route = Record<'GET' | 'POST', Handler>
let route: Route

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = CLIENT_HEADER
  h = await startPayload()
  const { payload } = h
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#8a4b1d' } })
    .png()
    .toBuffer()
  const cover = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Cover' },
      file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
    })
  ).id
  const context = { disableRevalidate: true }
  const make = async (collection: CollectionSlug, data: Record<string, unknown>) => {
    const doc = await payload.create({
      collection,
      locale: 'en-ww',
      context,
      data: { available: true, ...data } as never,
    })
    return doc.id as number
  }
  const episode = (slug: string) =>
    make('episodes', {
      title: slug,
      slug,
      cover,
      video_url: `https://media.example/${slug}.mp4`,
      video_length: 10,
    })
  ids.first = await episode('the-eye')
  ids.second = await episode('the-nose')
  ids.session = await make('sessions', {
    title: 'The art of tasting',
    slug: 'the-art-of-tasting',
    background_image: cover,
    card_description: 'Two short lessons.',
    infos: { level: 'beginner', instructor: 'Hélène Solaine' },
    episodes: [ids.first, ids.second],
  })
  ids.product = await make('products', {
    title: 'XO',
    slug: 'xo',
    range: 'core',
    sort_order: 1,
    small_description: 'Cognac XO',
    flavour_profile: { fruity: 5, floral: 5, spicy: 5, woody: 5, sweet: 5 },
    abv: 40,
    volume_ml: 700,
  })

  // A verified member (level1), signed in through the sign-in route: its cookie is the session.
  const { signUp, verifyEmail } = await import('@/account/server/accounts')
  const email = 'masterclass-member@example.com'
  const password = 'Cognac#2026'
  const created = await signUp(
    payload,
    {
      firstName: 'Inès',
      lastName: 'Roux',
      email,
      password,
      dateOfBirth: { day: 3, month: 9, year: 1985 },
      country: 'FR',
      newsletter: false,
      newsletterConsentText: 'I agree.',
      locale: 'en-ww',
    },
    { ip: '203.0.113.43' },
  )
  expect(created).toMatchObject({ ok: true })
  const found = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    showHiddenFields: true,
    overrideAccess: true,
  })
  const member = found.docs[0] as { id: number; _verificationToken?: string }
  memberId = member.id
  expect(await verifyEmail(payload, member._verificationToken ?? '')).toMatchObject({ ok: true })
  const signIn = (await import('@/app/api/members/sign-in/route')) as { POST: Handler }
  const signedIn = await call(signIn.POST, 'POST', '/api/members/sign-in/', {
    body: { email, password },
  })
  expect(signedIn.status).toBe(200)
  memberCookie = signedIn.cookie
  route = (await import('@/app/api/members/masterclass-progress/route')) as unknown as Route
})

afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

const PATH = '/api/members/masterclass-progress/'
const report = (episode: number, position: number, cookie = memberCookie) =>
  call(route.POST, 'POST', PATH, {
    body: { episode, position, duration: 10, locale: 'en-ww' },
    cookie,
  })

async function memberNow() {
  return (await h.payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
  })) as { level: string; points: number }
}

const activities = async (type: string) =>
  (
    await h.payload.find({
      collection: 'activities',
      where: { member: { equals: memberId }, type: { equals: type } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

describe('masterclass progress (SPEC §3 Session, §4 completed tick)', () => {
  it('asks a visitor to sign in, and refuses an episode that does not exist', async () => {
    expect((await call(route.GET, 'GET', PATH)).status).toBe(401)
    expect((await report(ids.first, 5, '')).status).toBe(401)
    expect((await report(999_999, 5)).status).toBe(400)
    const bad = await call(route.POST, 'POST', PATH, {
      body: { episode: ids.first, position: -1, duration: 10, locale: 'en-ww' },
      cookie: memberCookie,
    })
    expect(bad.status).toBe(400)
  })

  it('starts empty for a member', async () => {
    const answer = await call(route.GET, 'GET', PATH, { cookie: memberCookie })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ episodes: {}, sessions: {}, completed: [] })
  })

  it('keeps the furthest point of an episode and completes it at 90 %', async () => {
    const half = await report(ids.first, 5)
    expect(half.json).toMatchObject({ ok: true, percent: 50, completed: false })
    // Going back does not lower it.
    expect((await report(ids.first, 2)).json).toMatchObject({ percent: 50 })
    const done = await report(ids.first, 9)
    expect(done.json).toMatchObject({ percent: 90, completed: true, sessionCompleted: null })
    expect(await activities('episode_progress')).toHaveLength(1)
    const progress = await call(route.GET, 'GET', PATH, { cookie: memberCookie })
    expect(progress.json).toMatchObject({
      episodes: { [ids.first]: 90 },
      sessions: { [ids.session]: { completedAmount: 1, completedQuiz: false } },
      completed: [],
    })
    // One episode: 3 points, still level1 (level2 needs 10).
    expect(await memberNow()).toMatchObject({ level: 'level1', points: 3 })
  })

  it('completes the session with its last episode, once, and the member reaches level2', async () => {
    const last = await report(ids.second, 10)
    expect(last.json).toMatchObject({
      ok: true,
      completed: true,
      sessionCompleted: {
        id: ids.session,
        title: 'The art of tasting',
        link: '/en-ww/sessions/the-art-of-tasting/',
      },
      level: 'level2',
      points: 2 * 3 + 10,
    })
    expect((await report(ids.second, 10)).json).toMatchObject({ sessionCompleted: null })
    const progress = await call(route.GET, 'GET', PATH, { cookie: memberCookie })
    expect(progress.json.completed).toEqual([ids.session])
    expect(await activities('masterclass_completed')).toHaveLength(1)
    const levelUps = await activities('level_up')
    expect(levelUps.map((a) => a.level)).toContain('level2')
    expect(await memberNow()).toMatchObject({ level: 'level2', points: 16 })
  })

  it('earns points for an approved review, once, and for a confirmed newsletter subscription', async () => {
    const review = await h.payload.create({
      collection: 'product-reviews',
      overrideAccess: true,
      data: {
        status: 'pending',
        product: ids.product,
        member: memberId,
        author_name: 'Inès R.',
        locale: 'en-ww',
        rating: 5,
        title: 'Round and long',
        text: 'Dried apricot, then a long spicy finish.',
      },
    })
    expect(await memberNow()).toMatchObject({ points: 16 })
    await h.payload.update({
      collection: 'product-reviews',
      id: review.id,
      data: { status: 'approved' },
      overrideAccess: true,
    })
    expect(await memberNow()).toMatchObject({ points: 21 })
    await h.payload.update({
      collection: 'product-reviews',
      id: review.id,
      data: { status: 'rejected' },
      overrideAccess: true,
    })
    await h.payload.update({
      collection: 'product-reviews',
      id: review.id,
      data: { status: 'approved' },
      overrideAccess: true,
    })
    expect(await activities('review_approved')).toHaveLength(1)
    const { newsletterConfirmedPoints } = await import('@/account/server/earn-points')
    await newsletterConfirmedPoints(h.payload, 'masterclass-member@example.com')
    await newsletterConfirmedPoints(h.payload, 'masterclass-member@example.com')
    expect(await activities('newsletter_confirmed')).toHaveLength(1)
    expect(await memberNow()).toMatchObject({ level: 'level2', points: 24 })
  })

  it('the end-of-session quiz keeps the episodes the player reported, whatever count a client sends', async () => {
    const activitiesRoute = (await import('@/app/api/members/activities/route')) as unknown as Route
    for (const sent of [{}, { completed_amount: 0 }, { completed_amount: 500 }]) {
      const saved = await call(activitiesRoute.POST, 'POST', '/api/members/activities/', {
        body: { type: 'masterclass_progress', session: ids.session, completed_quiz: true, ...sent },
        cookie: memberCookie,
      })
      expect(saved.status).toBe(200)
      const progress = await call(route.GET, 'GET', PATH, { cookie: memberCookie })
      expect(progress.json.sessions).toEqual({
        [ids.session]: { completedAmount: 2, completedQuiz: true },
      })
    }
  })
})

import type { CollectionSlug } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

/**
 * What a signed-in member does with content through the members API (issue 15): bookmarking one
 * item of every bookmarkable kind, and the members-only item's answer for a visitor, a member
 * below its level and a member of its level (the decision of exclusiveView).
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
const items: Record<string, number> = {}
const locked = { level1: 0, level2: 0, episode: 0, session: 0 }

async function call(
  handler: Handler,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; cookie?: string; params?: unknown } = {},
): Promise<{ status: number; json: Record<string, unknown>; cookie: string }> {
  const headers: Record<string, string> = {
    origin: SITE,
    host: 'localhost:3000',
    [CLIENT_HEADER]: `198.18.7.${++clients & 255}`,
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

const richText = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [
          { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
        ],
      },
    ],
  },
})

beforeAll(async () => {
  // As under Next.js with `trailingSlash: true`, where Payload ends file addresses with a slash
  // (the media collection's hook takes it off again; the episode poster below checks it).
  process.env.NEXT_TRAILING_SLASH = 'true'
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
  const common = { cover, date: '2026-01-01' }

  items.cocktails = await make('cocktails', { title: 'Solaine Sour', slug: 'sour', ...common })
  items['food-recipes'] = await make('food-recipes', {
    title: 'Scallops and XO',
    slug: 'scallops',
    ...common,
  })
  items.shows = await make('shows', { title: 'Night at the cellar', slug: 'night', ...common })
  items.journeys = await make('journeys', {
    title: 'The Charente by boat',
    slug: 'charente',
    cover,
    intro: 'Along the river.',
  })
  items.episodes = await make('episodes', {
    title: 'The nose',
    slug: 'the-nose',
    cover,
    video_url: 'https://media.example/nose.mp4',
    video_length: 90,
  })
  // A members-only session (level2) and its episode: the episode is locked by its session.
  locked.episode = await make('episodes', {
    title: 'The finish',
    slug: 'the-finish',
    cover,
    video_url: '/media/demo/finish.mp4',
    video_length: 60,
  })
  locked.session = await make('sessions', {
    title: 'Blending for members',
    slug: 'blending-for-members',
    cover,
    background_image: cover,
    card_description: 'Three blends, tasted with the cellar master.',
    infos: { level: 'expert', instructor: 'Claire Vigneau' },
    episodes: [locked.episode],
    exclusive: true,
    min_level: 'level2',
  })
  locked.level1 = await make('articles', {
    title: 'For members',
    slug: 'for-members',
    body: richText('Level one notes'),
    exclusive: true,
    min_level: 'level1',
    ...common,
  })
  locked.level2 = await make('articles', {
    title: 'For beginners and up',
    slug: 'for-beginners',
    body: richText('Level two notes'),
    exclusive: true,
    min_level: 'level2',
    ...common,
  })

  // A verified member (level1), signed in through the sign-in route: its cookie is the session.
  const { signUp, verifyEmail } = await import('@/account/server/accounts')
  const email = 'content-member@example.com'
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
    { ip: '203.0.113.42' },
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
  expect(memberCookie).not.toBe('')
})

afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  delete process.env.NEXT_TRAILING_SLASH
  await h?.close()
})

describe('bookmarks everywhere a member expects them (issue 15)', () => {
  const kinds = ['cocktails', 'food-recipes', 'shows', 'episodes', 'journeys'] as const

  it.each(kinds)('a member bookmarks one of the %s through the API', async (collection) => {
    const route = (await import('@/app/api/members/bookmarks/route')) as unknown as Record<
      string,
      Handler
    >
    const id = items[collection] as number
    const added = await call(route.POST as Handler, 'POST', '/api/members/bookmarks/', {
      body: { collection, id },
      cookie: memberCookie,
    })
    expect(added.status).toBe(200)
    const list = await call(route.GET as Handler, 'GET', '/api/members/bookmarks/?locale=en-ww', {
      cookie: memberCookie,
    })
    expect(list.status).toBe(200)
    const mine = (list.json.bookmarks as Array<Record<string, unknown>>).find(
      (b) => b.collection === collection && b.itemId === id,
    )
    expect(mine).toBeDefined()
    expect(mine?.href).toMatch(new RegExp(`^/en-ww/${collection}/[a-z-]+/$`))
    const activities = await h.payload.count({
      collection: 'activities',
      where: {
        member: { equals: memberId },
        type: { equals: 'bookmark_added' },
        'item.relationTo': { equals: collection },
        'item.value': { equals: id },
      },
      overrideAccess: true,
    })
    expect(activities.totalDocs).toBe(1)
  })

  it('refuses a visitor, and a collection that is not bookmarkable', async () => {
    const route = (await import('@/app/api/members/bookmarks/route')) as unknown as Record<
      string,
      Handler
    >
    const anonymous = await call(route.POST as Handler, 'POST', '/api/members/bookmarks/', {
      body: { collection: 'shows', id: items.shows },
    })
    expect(anonymous.status).toBe(401)
    const foreign = await call(route.POST as Handler, 'POST', '/api/members/bookmarks/', {
      body: { collection: 'members', id: memberId },
      cookie: memberCookie,
    })
    expect(foreign.status).toBe(400)
  })

  it('removes a bookmark of a new kind', async () => {
    const route = (await import('@/app/api/members/bookmarks/route')) as unknown as Record<
      string,
      Handler
    >
    const removed = await call(route.DELETE as Handler, 'DELETE', '/api/members/bookmarks/', {
      body: { collection: 'journeys', id: items.journeys },
      cookie: memberCookie,
    })
    expect(removed.status).toBe(200)
    const left = await h.payload.count({
      collection: 'bookmarks',
      where: { member: { equals: memberId }, 'item.relationTo': { equals: 'journeys' } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})

/** GET /api/members/exclusive/{collection}/{id}/ in en-ww, as the cookie's member or a visitor. */
async function exclusiveApi(collection: string, id: number | string, cookie?: string) {
  const route = (await import('@/app/api/members/exclusive/[collection]/[id]/route')) as {
    GET: Handler
  }
  return call(route.GET, 'GET', `/api/members/exclusive/${collection}/${id}/?locale=en-ww`, {
    cookie,
    params: { collection, id: String(id) },
  })
}

describe('a members-only item through the members API: one answer per viewer (issue 15)', () => {
  const exclusive = (id: number, cookie?: string) => exclusiveApi('articles', id, cookie)

  it('asks a visitor to sign in, with the level the item needs', async () => {
    const answer = await exclusive(locked.level2)
    expect(answer.status).toBe(401)
    expect(answer.json.minLevel).toBe('level2')
    expect(answer.json).not.toHaveProperty('data')
  })

  it('tells a member below the level the level needed and their own, never to sign in', async () => {
    const answer = await exclusive(locked.level2, memberCookie)
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ minLevel: 'level2', memberLevel: 'level1' })
    expect(String(answer.json.message)).toContain('LEVEL 2')
    expect(answer.json).not.toHaveProperty('data')
  })

  it('gives a member of the level the content', async () => {
    const answer = await exclusive(locked.level1, memberCookie)
    expect(answer.status).toBe(200)
    expect(JSON.stringify(answer.json.data)).toContain('Level one notes')

    await h.payload.update({
      collection: 'members',
      id: memberId,
      data: { level: 'level2' } as never,
      overrideAccess: true,
    })
    const promoted = await exclusive(locked.level2, memberCookie)
    expect(promoted.status).toBe(200)
    expect(JSON.stringify(promoted.json.data)).toContain('Level two notes')
  })
})

describe('an episode of a members-only session through the members API (issue 15)', () => {
  const episode = (id: number, cookie?: string) => exclusiveApi('episodes', id, cookie)
  const setLevel = (level: string) =>
    h.payload.update({
      collection: 'members',
      id: memberId,
      data: { level } as never,
      overrideAccess: true,
    })

  it('is locked by its session: a visitor is asked to sign in, with the session’s level', async () => {
    const answer = await episode(locked.episode)
    expect(answer.status).toBe(401)
    expect(answer.json.minLevel).toBe('level2')
    expect(JSON.stringify(answer.json)).not.toContain('finish.mp4')
  })

  it('tells a member below the session’s level the level it opens at', async () => {
    await setLevel('level1')
    const answer = await episode(locked.episode, memberCookie)
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ minLevel: 'level2', memberLevel: 'level1' })
    expect(JSON.stringify(answer.json)).not.toContain('finish.mp4')
  })

  it('gives a member of the level the video for the episode player, which then keeps progress', async () => {
    await setLevel('level2')
    const answer = await episode(locked.episode, memberCookie)
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      kind: 'episode',
      id: locked.episode,
      title: 'The finish',
      url: '/media/demo/finish.mp4',
    })
    // The poster's file address is served as it is: no trailing slash, so no 308 first, and
    // with its file's version (cached for a year).
    expect(String(answer.json.poster)).toMatch(
      /\/api\/media\/file\/cover[^/?]*\.png\?v=[0-9a-f]{8}$/,
    )

    const progress = (await import('@/app/api/members/masterclass-progress/route')) as {
      POST: Handler
    }
    const report = await call(progress.POST, 'POST', '/api/members/masterclass-progress/', {
      cookie: memberCookie,
      body: { episode: locked.episode, position: 60, duration: 60, locale: 'en-ww' },
    })
    expect(report.status).toBe(200)
    expect(report.json).toMatchObject({ ok: true, percent: 100, completed: true })
  })

  it('answers 404 for an unpublished episode and 400 for a collection it does not serve', async () => {
    await h.payload.update({
      collection: 'episodes',
      id: locked.episode,
      locale: 'en-ww',
      data: { available: false } as never,
      context: { disableRevalidate: true },
      overrideAccess: true,
    })
    expect((await episode(locked.episode, memberCookie)).status).toBe(404)
    expect((await exclusiveApi('members', 1, memberCookie)).status).toBe(400)
    for (const [collection, id] of <Array<[string, string]>>[
      ['__proto__', '1'],
      ['episodes', 'abc'],
      ['episodes', '0'],
      ['episodes', '-3'],
      ['episodes', '1.5'],
    ]) {
      expect((await exclusiveApi(collection, id, memberCookie)).status, `${collection}/${id}`).toBe(
        400,
      )
    }
  })
})

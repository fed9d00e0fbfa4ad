import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

/**
 * A quiz taken is saved to the member's activities (issue 15) through POST
 * /api/members/activities/, on both databases, and a client cannot award itself what it did not
 * earn: a quiz counts its points once however often it is posted (a visitor's result saved after
 * sign-in and a replayed request alike), and a score is refused where the quiz cannot give it.
 */

const SITE = 'http://localhost:3000'
const CLIENT_HEADER = 'x-ms-content-client'

// Route handlers read the member's cookie through next/headers, which only works inside Next.
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
let post: Handler
let member = { id: 0, cookie: '' }
const ids = { knowledge: 0, profile: 0 }

async function call(handler: Handler, path: string, body?: unknown, cookie = '') {
  const request = new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      origin: SITE,
      host: 'localhost:3000',
      [CLIENT_HEADER]: `198.18.13.${++clients & 255}`,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  })
  jar.cookie = cookie
  const response = await handler(request)
  const json = (await response.json()) as Record<string, unknown>
  const setCookie = (response.headers.getSetCookie?.() ?? []).map((s) => s.split(';')[0]).join('; ')
  return { status: response.status, json, cookie: setCookie }
}

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
  const base = { available: true, intro: 'Test yourself.', cover }
  const question = (q: string, correct: boolean) => ({
    question: q,
    answers: [
      { text: 'Yes', ...(correct ? { correct: true } : { outcome: 'bold' }) },
      { text: 'No', ...(correct ? { correct: false } : { outcome: 'gentle' }) },
    ],
  })
  ids.knowledge = (
    await payload.create({
      collection: 'quiz',
      locale: 'en-ww',
      context: { disableRevalidate: true },
      data: {
        ...base,
        title: 'Cognac knowledge',
        slug: 'cognac-knowledge',
        questions: [question('Is cognac distilled twice?', true), question('In copper?', true)],
        outcomes: [
          { key: 'curious', title: 'Curious', min_correct: 0 },
          { key: 'expert', title: 'Expert', min_correct: 2 },
        ],
      } as never,
    })
  ).id
  ids.profile = (
    await payload.create({
      collection: 'quizzcognacprofile',
      locale: 'en-ww',
      context: { disableRevalidate: true },
      data: {
        ...base,
        title: 'Which cognac are you?',
        slug: 'which-cognac',
        questions: [question('Spice?', false)],
        outcomes: [
          { key: 'bold', title: 'Bold' },
          { key: 'gentle', title: 'Gentle' },
        ],
      } as never,
    })
  ).id

  const { signUp, verifyEmail } = await import('@/account/server/accounts')
  const email = 'quiz-member@example.com'
  const password = 'Cognac#2026'
  expect(
    await signUp(
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
      { ip: '203.0.113.45' },
    ),
  ).toMatchObject({ ok: true })
  const found = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    showHiddenFields: true,
    overrideAccess: true,
  })
  const record = found.docs[0] as { id: number; _verificationToken?: string }
  expect(await verifyEmail(payload, record._verificationToken ?? '')).toMatchObject({ ok: true })
  const signIn = (await import('@/app/api/members/sign-in/route')) as { POST: Handler }
  const signedIn = await call(signIn.POST, '/api/members/sign-in/', { email, password })
  expect(signedIn.status).toBe(200)
  member = { id: record.id, cookie: signedIn.cookie }
  post = ((await import('@/app/api/members/activities/route')) as { POST: Handler }).POST
}, 120_000)

afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

const PATH = '/api/members/activities/'
const quizzes = async () =>
  (
    await h.payload.find({
      collection: 'activities',
      where: { member: { equals: member.id }, type: { equals: 'quiz_taken' } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

describe('POST /api/members/activities/ with a quiz taken', () => {
  it('asks a visitor to sign in and records nothing', async () => {
    const answer = await call(post, PATH, {
      type: 'quiz_taken',
      collection: 'quiz',
      quiz: ids.knowledge,
      score: 2,
    })
    expect(answer.status).toBe(401)
    expect(await quizzes()).toHaveLength(0)
  })

  it.each([
    ['more right answers than the quiz has questions', { collection: 'quiz', score: 3 }],
    ['a fractional score', { collection: 'quiz', score: 1.5 }],
    ['a score for a profile quiz, which has none', { collection: 'quizzcognacprofile', score: 1 }],
    ['a quiz that does not exist', { collection: 'quiz', quizId: 999_999 }],
  ])(
    'refuses %s (400), earning nothing',
    async (_, { collection, score, quizId }: Record<string, unknown>) => {
      const quiz = quizId ?? (collection === 'quiz' ? ids.knowledge : ids.profile)
      const answer = await call(
        post,
        PATH,
        { type: 'quiz_taken', collection, quiz, score },
        member.cookie,
      )
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ ok: false, message: expect.any(String) })
      expect(await quizzes()).toHaveLength(0)
    },
  )

  it('a quiz earns its points once, however often it is posted; another quiz earns its own', async () => {
    const body = { type: 'quiz_taken', collection: 'quiz', quiz: ids.knowledge, score: 2 }
    const first = await call(post, PATH, body, member.cookie)
    expect(first).toMatchObject({ status: 200, json: { ok: true, points: 5 } })
    const again = await call(post, PATH, body, member.cookie)
    expect(again).toMatchObject({ status: 200, json: { ok: true, points: 5 } })
    const profile = await call(
      post,
      PATH,
      { type: 'quiz_taken', collection: 'quizzcognacprofile', quiz: ids.profile },
      member.cookie,
    )
    expect(profile).toMatchObject({ status: 200, json: { ok: true, points: 10, level: 'level2' } })
    // Each run stays in the member's history, with the score it had and the quiz's title.
    const log = await quizzes()
    expect(log).toHaveLength(3)
    expect(log.map((a) => [a.label, a.score ?? null]).sort()).toEqual([
      ['Cognac knowledge', 2],
      ['Cognac knowledge', 2],
      ['Which cognac are you?', null],
    ])
  })
})

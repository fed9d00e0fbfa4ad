import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'

/**
 * Issue 12, captcha: every public form needs a solved challenge, checked on the server and
 * accepted once, on SQLite and PostgreSQL, through the real route handlers.
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
const routes = {} as Record<'signUp' | 'newsletter' | 'forgot' | 'resend' | 'challenge', Handler>

const SITE = 'http://localhost:3000'
let clients = 0

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = 'x-ms-test-client'
  h = await startPayload()
  routes.signUp = (await import('@/app/api/members/sign-up/route')).POST as Handler
  routes.newsletter = (await import('@/app/api/newsletter/route')).POST as Handler
  routes.forgot = (await import('@/app/api/members/forgot-password/route')).POST as Handler
  routes.resend = (await import('@/app/api/members/resend-verification/route')).POST as Handler
  routes.challenge = (await import('@/app/api/captcha/challenge/route')).GET as Handler
})
afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

/** A POST from the site's own pages, each from a new client address (rate limits aside). */
function post(path: string, body: unknown): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      'x-ms-test-client': `198.18.7.${++clients}`,
    },
  })
}

async function answer(response: Response) {
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const FR_REFUSAL =
  'Nous n’avons pas pu confirmer que ce formulaire a été envoyé par une personne. Veuillez attendre la fin de la vérification de sécurité, puis l’envoyer à nouveau.'

const signUpBody = (email: string) => ({
  firstName: 'Camille',
  lastName: 'Durand',
  email,
  password: 'Cognac#2026',
  dateOfBirth: { day: 3, month: 4, year: 1985 },
  country: 'FR',
  newsletter: false,
  locale: 'fr-fr',
})
const newsletterBody = (email: string) => ({
  email,
  locale: 'fr-fr',
  consent: true,
  consentText: 'J’accepte de recevoir les nouvelles.',
  source: 'footer',
})

const count = async (collection: 'members' | 'newsletter-signups', email: string) =>
  (
    await h.payload.count({
      collection,
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).totalDocs

describe(`captcha on public forms (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('GET /api/captcha/challenge/ hands out a fresh signed challenge, never cached', async () => {
    const a = await routes.challenge(new Request(`${SITE}/api/captcha/challenge/`))
    expect(a.status).toBe(200)
    expect(a.headers.get('cache-control')).toBe('no-store')
    const b = (await a.json()) as { parameters: Record<string, unknown>; signature: string }
    expect(b.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 })
    expect(b.signature).toMatch(/^[0-9a-f]{64}$/)
    const c = (await (
      await routes.challenge(new Request(`${SITE}/api/captcha/challenge/`))
    ).json()) as typeof b
    expect(c.parameters.nonce).not.toBe(b.parameters.nonce)
  })

  it('sign-up: no solution → translated 400; solved → accepted; the same again → 400', async () => {
    const missing = await answer(
      await routes.signUp(post('/api/members/sign-up/', signUpBody('c1@example.fr'))),
    )
    expect(missing).toEqual({
      status: 400,
      json: { ok: false, error: 'captcha', message: FR_REFUSAL, reason: 'missing' },
    })
    expect(await count('members', 'c1@example.fr')).toBe(0)

    const altcha = await solvedCaptcha()
    const ok = await answer(
      await routes.signUp(
        post('/api/members/sign-up/', { ...signUpBody('c1@example.fr'), altcha }),
      ),
    )
    expect(ok).toMatchObject({ status: 200, json: { ok: true } })
    expect(await count('members', 'c1@example.fr')).toBe(1)

    const replay = await answer(
      await routes.signUp(
        post('/api/members/sign-up/', { ...signUpBody('c2@example.fr'), altcha }),
      ),
    )
    expect(replay).toMatchObject({
      status: 400,
      json: { error: 'captcha', message: FR_REFUSAL, reason: 'replayed' },
    })
    expect(await count('members', 'c2@example.fr')).toBe(0)
  })

  it('newsletter: no solution → translated 400; solved → stored; the same again → 400', async () => {
    const missing = await answer(
      await routes.newsletter(post('/api/newsletter/', newsletterBody('n1@example.fr'))),
    )
    expect(missing).toMatchObject({ status: 400, json: { error: 'captcha', message: FR_REFUSAL } })
    expect(await count('newsletter-signups', 'n1@example.fr')).toBe(0)

    const altcha = await solvedCaptcha()
    const ok = await answer(
      await routes.newsletter(
        post('/api/newsletter/', { ...newsletterBody('n1@example.fr'), altcha }),
      ),
    )
    expect(ok).toMatchObject({ status: 200, json: { ok: true, created: true } })
    const replay = await answer(
      await routes.newsletter(
        post('/api/newsletter/', { ...newsletterBody('n2@example.fr'), altcha }),
      ),
    )
    expect(replay).toMatchObject({ status: 400, json: { error: 'captcha', reason: 'replayed' } })
    expect(await count('newsletter-signups', 'n2@example.fr')).toBe(0)
  })

  it('a solution is accepted once across forms, and a tampered one never', async () => {
    const altcha = await solvedCaptcha()
    const first = await routes.forgot(
      post('/api/members/forgot-password/', { email: 'x@example.fr', altcha }),
    )
    expect(first.status).toBe(200)
    const elsewhere = await answer(
      await routes.resend(
        post('/api/members/resend-verification/', { email: 'x@example.fr', altcha }),
      ),
    )
    expect(elsewhere).toMatchObject({ status: 400, json: { error: 'captcha', reason: 'replayed' } })

    const decoded = JSON.parse(Buffer.from(await solvedCaptcha(), 'base64').toString())
    // The derived key is the proof (the counter only leads to it): change one digit.
    const key: string = decoded.solution.derivedKey
    decoded.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64')
    const tampered = await answer(
      await routes.forgot(
        post('/api/members/forgot-password/', { email: 'x@example.fr', altcha: forged }),
      ),
    )
    expect(tampered).toMatchObject({ status: 400, json: { error: 'captcha' } })
    for (const altcha of [42, 'garbage', { a: 1 }, ['x']]) {
      const a = await answer(
        await routes.newsletter(
          post('/api/newsletter/', { ...newsletterBody('g@example.fr'), altcha }),
        ),
      )
      expect(a).toMatchObject({ status: 400, json: { error: 'captcha', message: FR_REFUSAL } })
    }
  })

  it('two simultaneous submissions of one solution: exactly one is accepted', async () => {
    const altcha = await solvedCaptcha()
    const answers = await Promise.all(
      [1, 2, 3].map((i) =>
        routes.newsletter(
          post('/api/newsletter/', { ...newsletterBody(`race${i}@example.fr`), altcha }),
        ),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400])
  })

  it('keeps used challenges only until they expire', async () => {
    const { sweepUsedChallenges } = await import('@/security/captcha/store')
    await h.payload.create({
      collection: 'captcha-challenges',
      data: { nonce: 'old', expires_at: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const before = await h.payload.count({ collection: 'captcha-challenges', overrideAccess: true })
    await sweepUsedChallenges(h.payload)
    const after = await h.payload.count({ collection: 'captcha-challenges', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs - 1)
    expect(after.totalDocs).toBeGreaterThan(0)
  })

  it('the used-challenge table is not readable or writable over REST', async () => {
    const { rest } = await import('./rest-client')
    expect((await rest('GET', '/api/captcha-challenges/')).status).toBe(403)
    const created = await rest('POST', '/api/captcha-challenges/', {
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({ nonce: 'mine', expires_at: new Date().toISOString() }),
    })
    expect(created.status).toBe(403)
  })
})

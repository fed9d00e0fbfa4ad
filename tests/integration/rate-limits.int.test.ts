import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hitRateLimit, resetRateLimiters } from '@/server/http/rate-limit'
import { RATE_RULES } from '@/server/http/rate-rules'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'

/**
 * Issue 11 item 4 through the route handlers: limits keyed on the address server.mjs saw, never
 * on a client's X-Forwarded-For; 429 with Retry-After and a translated message.
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
const routes = {} as Record<'signUp' | 'signIn' | 'newsletter' | 'search', Handler>
const CLIENT_HEADER = 'x-ms-client-test'

beforeAll(async () => {
  h = await startPayload()
  // What server.mjs does: the app reads the socket's address under a per-process header name.
  process.env.CLIENT_ADDRESS_HEADER = CLIENT_HEADER
  routes.signUp = (await import('@/app/api/members/sign-up/route')).POST as Handler
  routes.signIn = (await import('@/app/api/members/sign-in/route')).POST as Handler
  routes.newsletter = (await import('@/app/api/newsletter/route')).POST as Handler
  routes.search = (await import('@/app/api/search/route')).GET as Handler
})
afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await resetRateLimiters()
  await h?.close()
})

const SITE = 'http://localhost:3000'

function post(path: string, socket: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      host: 'localhost:3000',
      [CLIENT_HEADER]: socket,
      ...headers,
    },
  })
}

const signUpBody = (email: string) => ({
  firstName: 'Zoë',
  lastName: 'Marchand',
  email,
  password: 'Cognac#2026',
  dateOfBirth: { day: 14, month: 7, year: 1990 },
  country: 'FR',
  newsletter: false,
  locale: 'fr-fr',
})

describe('rate limits on the real client (issue 11, item 4)', () => {
  it('20 sign-ups with 20 forged X-Forwarded-For values: only 5 pass, then 429', async () => {
    const statuses: number[] = []
    let last = new Response()
    for (let i = 0; i < 20; i++) {
      last = await routes.signUp(
        post(
          '/api/members/sign-up/',
          '198.51.100.20',
          { ...signUpBody(`forged${i}@example.com`), altcha: await solvedCaptcha() },
          {
            'x-forwarded-for': `10.0.${i}.1`,
            'x-real-ip': `10.1.${i}.1`,
          },
        ),
      )
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]))
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await last.json()) as Record<string, string>
    expect(body).toMatchObject({ ok: false, error: 'rateLimited' })
    expect(body.message).toBe('Trop de demandes. Veuillez réessayer plus tard.')
    // A client at another address is not affected.
    const other = await routes.signUp(
      post('/api/members/sign-up/', '198.51.100.21', {
        ...signUpBody('other-client@example.com'),
        altcha: await solvedCaptcha(),
      }),
    )
    expect(other.status).toBe(200)
  })

  it('locks a guessing client out of one account with 429 + Retry-After, not the member', async () => {
    const email = 'forged0@example.com'
    const attempt = (socket: string, password: string) =>
      routes.signIn(post('/api/members/sign-in/', socket, { email, password }))
    for (let i = 0; i < 4; i++)
      expect((await attempt('198.51.100.30', 'Wrong#Pass1')).status).not.toBe(429)
    const locked = await attempt('198.51.100.30', 'Wrong#Pass1')
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('60')
    expect(((await locked.json()) as { message: string }).message).toMatch(/\S/)
    // The member (unverified here, so 403) still gets an answer about the account itself.
    expect((await attempt('198.51.100.31', 'Cognac#2026')).status).toBe(403)
  })

  it('limits newsletter sign-ups per client', async () => {
    const body = { email: 'n@example.com', locale: 'ru-ru', consent: true, consentText: 'Да.' }
    for (let i = 0; i < RATE_RULES.newsletter.points; i++) {
      const r = await routes.newsletter(
        post('/api/newsletter/', '198.51.100.40', { ...body, altcha: await solvedCaptcha() }),
      )
      expect(r?.status).toBe(200)
    }
    // Refused before the body is read: the page it came from names the language.
    const refused = await routes.newsletter(
      post('/api/newsletter/', '198.51.100.40', body, { referer: `${SITE}/ru-ru/` }),
    )
    expect(refused.status).toBe(429)
    // The window started at the first sign-up: on a slow machine a few seconds of it are gone.
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeLessThanOrEqual(RATE_RULES.newsletter.seconds)
    expect(retryAfter).toBeGreaterThan(RATE_RULES.newsletter.seconds - 30)
    expect(((await refused.json()) as { message: string }).message).toBe(
      `Слишком много запросов. Повторите попытку через ${retryAfter} с.`,
    )
  })

  it('limits searches per client', async () => {
    const search = (socket: string) =>
      routes.search(
        new Request(`${SITE}/api/search/?locale=en-ww&q=x`, {
          headers: { [CLIENT_HEADER]: socket },
        }),
      )
    for (let i = 0; i < RATE_RULES.search.points; i++) {
      expect((await search('198.51.100.50')).status).toBe(200)
    }
    const refused = await search('198.51.100.50')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await search('198.51.100.51')).status).toBe(200)
  })

  it('shares counters between server instances through Redis (RATE_LIMIT_STORE=redis)', async () => {
    process.env.RATE_LIMIT_STORE = 'redis'
    process.env.RATE_LIMIT_PREFIX = `sec-http:it-${randomBytes(4).toString('hex')}`
    try {
      await resetRateLimiters()
      const { points } = RATE_RULES.signUp
      for (let i = 0; i < points - 1; i++)
        expect((await hitRateLimit('signUp', 'c')).allowed).toBe(true)
      // A second instance (fresh limiters, same Redis) sees the same count.
      await resetRateLimiters()
      expect((await hitRateLimit('signUp', 'c')).allowed).toBe(true)
      expect(await hitRateLimit('signUp', 'c')).toMatchObject({ allowed: false })
    } finally {
      delete process.env.RATE_LIMIT_STORE
      delete process.env.RATE_LIMIT_PREFIX
      await resetRateLimiters()
    }
  })
})

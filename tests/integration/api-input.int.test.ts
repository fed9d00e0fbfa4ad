import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'

/**
 * Issue 11 items 6 and 8 through the real route handlers: bad or oversized input is a translated
 * JSON 4xx, never a 500 or an empty body, and never a raw message key.
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
let newsletter: Handler
let signIn: Handler
let search: Handler
let signUp: Handler

beforeAll(async () => {
  h = await startPayload()
  // Route modules load the Payload config: import them only once the harness set DATABASE_URL.
  newsletter = (await import('@/app/api/newsletter/route')).POST as Handler
  signIn = (await import('@/app/api/members/sign-in/route')).POST as Handler
  search = (await import('@/app/api/search/route')).GET as Handler
  signUp = (await import('@/app/api/members/sign-up/route')).POST as Handler
})
afterAll(async () => {
  await h?.close()
})

const SITE = 'http://localhost:3000'
const sameSite = { origin: SITE, host: 'localhost:3000' }

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

async function answer(response: Response) {
  const text = await response.text()
  return { status: response.status, text, json: JSON.parse(text) as Record<string, unknown> }
}

const signups = async (email: string) =>
  (
    await h.payload.find({
      collection: 'newsletter-signups',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).totalDocs

describe('request bodies (issue 11, item 8)', () => {
  it('refuses a newsletter body over 64 KB with a translated 413 and stores nothing', async () => {
    const body = JSON.stringify({
      email: 'big@example.com',
      locale: 'fr-fr',
      consent: true,
      consentText: 'x'.repeat(100 * 1024),
    })
    const a = await answer(await newsletter(post('/api/newsletter/', body)))
    expect(a.status).toBe(413)
    expect(a.json).toMatchObject({ ok: false, error: 'tooLarge' })
    expect(a.json.message).toMatch(/\S/)
    expect(await signups('big@example.com')).toBe(0)
  })

  it('refuses a sign-in body over the cap before looking at it', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(70 * 1024) })
    const a = await answer(
      await signIn(post('/api/members/sign-in/', body, { ...sameSite, referer: `${SITE}/pl-pl/` })),
    )
    expect(a.status).toBe(413)
    expect(a.json.message).toBe('Żądanie jest zbyt duże.')
  })
})

describe('ordinary bad input (issue 11, item 6)', () => {
  it('answers invalid UTF-8 at the newsletter with a JSON 400', async () => {
    const bytes = new TextEncoder().encode(
      '{"email":"x@example.com","locale":"en-ww","consent":true,"consentText":"ok \uFFFF"}',
    )
    const broken = new Uint8Array([...bytes.slice(0, 60), 0xff, 0xfe, ...bytes.slice(60)])
    const a = await answer(await newsletter(post('/api/newsletter/', broken)))
    expect(a.status).toBe(400)
    expect(a.json).toMatchObject({ ok: false, error: 'badRequest' })
    expect(a.json.message).toMatch(/\S/)
  })

  it('answers multipart to a JSON endpoint with 415', async () => {
    const form = new FormData()
    form.set('email', 'a@example.com')
    form.set('password', 'x')
    const request = new Request(`${SITE}/api/members/sign-in/`, {
      method: 'POST',
      body: form,
      headers: sameSite,
    })
    const a = await answer(await signIn(request))
    expect(a.status).toBe(415)
    expect(a.json).toMatchObject({ ok: false, error: 'mediaType' })
  })

  it('words members API refusals in the page’s language, never as message keys', async () => {
    const malformed = await answer(
      await signIn(
        post('/api/members/sign-in/', '{"email":', { ...sameSite, referer: `${SITE}/fr-fr/` }),
      ),
    )
    expect(malformed.status).toBe(400)
    expect(malformed.json).toMatchObject({
      ok: false,
      error: 'badRequest',
      message: 'La requête n’a pas pu être lue. Veuillez vérifier ce que vous avez envoyé.',
    })

    const wrongShape = await answer(
      await signIn(
        post('/api/members/sign-in/', '{"email":3}', { ...sameSite, referer: `${SITE}/ru-ru/` }),
      ),
    )
    expect(wrongShape.status).toBe(400)
    expect(wrongShape.json).toMatchObject({ error: 'invalid' })
    expect(wrongShape.json.message).toBe(
      (await import('@/i18n/strings')).translator('ru-ru')('account.error.invalid'),
    )

    const badEmail = await answer(
      await signIn(
        post('/api/members/sign-in/', JSON.stringify({ email: 'nope', password: 'x' }), {
          ...sameSite,
          referer: `${SITE}/zh-tw/account/sign-in/`,
        }),
      ),
    )
    expect(badEmail.status).toBe(400)
    expect(badEmail.json).toMatchObject({ error: 'invalid', fieldCodes: { email: 'email' } })
    expect((badEmail.json.fields as Record<string, string>).email).toMatch(/\S/)

    const crossSite = await answer(
      await signIn(post('/api/members/sign-in/', '{}', { origin: 'http://evil.test' })),
    )
    expect(crossSite.status).toBe(403)
    expect(crossSite.json.error).toBe('crossSite')

    for (const a of [malformed, wrongShape, badEmail, crossSite]) {
      expect(a.text).not.toMatch(/account\.error|validation\.|http\.error/)
    }
  })

  it('answers a bad search locale with a translated JSON 400', async () => {
    const a = await answer(await search(new Request(`${SITE}/api/search/?locale=xx-yy&q=xo`)))
    expect(a.status).toBe(400)
    expect(a.json).toMatchObject({ ok: false, error: 'invalid' })
    expect(a.json.message).toMatch(/\S/)
  })

  it('answers josé@example.fr at sign-up with a 400 on the email field (one email rule)', async () => {
    const body = {
      firstName: 'José',
      lastName: 'Martín',
      email: 'josé@example.fr',
      password: 'Cognac#2026',
      dateOfBirth: { day: 1, month: 2, year: 1980 },
      country: 'ES',
      newsletter: false,
      locale: 'es-mx',
    }
    const a = await answer(
      await signUp(
        post(
          '/api/members/sign-up/',
          JSON.stringify({ ...body, altcha: await solvedCaptcha() }),
          sameSite,
        ),
      ),
    )
    expect(a.status).toBe(400)
    expect(a.json).toMatchObject({ ok: false, error: 'invalid', fieldCodes: { email: 'email' } })
    expect((a.json.fields as Record<string, string>).email).toBe(
      (await import('@/i18n/strings')).translator('es-mx')('validation.email'),
    )
  })

  it('answers a..b@example.com at the newsletter with a 400 naming the email field', async () => {
    const body = {
      email: 'a..b@example.com',
      locale: 'pl-pl',
      consent: true,
      consentText: 'Tak.',
      altcha: await solvedCaptcha(),
    }
    const a = await answer(await newsletter(post('/api/newsletter/', JSON.stringify(body))))
    expect(a.status).toBe(400)
    expect(a.json).toMatchObject({ ok: false, errors: [{ field: 'email' }] })
    expect(await signups('a..b@example.com')).toBe(0)
  })

  it('never answers Payload’s REST API with a 5xx for locale=all, a sort with no locale or a multipart login', async () => {
    const { rest } = await import('./rest-client')
    const all = await rest('GET', '/api/articles/?locale=all&limit=1')
    expect(all.status).toBeLessThan(500)
    expect(all.json).toBeDefined()
    // A sort on a localized field with no locale named: the default locale's, never a 500, for
    // a visitor and for an editor (who may read the collection).
    await h.payload.create({
      collection: 'users',
      data: { email: 'sorting-editor@example.com', password: 'Editor#2026pass' } as never,
    })
    const signIn = await rest('POST', '/api/users/login/', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'sorting-editor@example.com', password: 'Editor#2026pass' }),
    })
    const editor = { Authorization: `JWT ${(signIn.json as { token: string }).token}` }
    for (const path of ['/api/tags/?sort=title', '/api/articles/?sort=-title&limit=2']) {
      for (const headers of [{}, editor]) {
        const sorted = await rest('GET', path, { headers })
        expect(sorted.status, path).toBeLessThan(500)
        expect(sorted.json, path).toBeDefined()
      }
      const asEditor = await rest('GET', path, { headers: editor })
      expect(asEditor.status, path).toBe(200)
    }
    const form = new FormData()
    form.set('email', 'nobody@example.com')
    form.set('password', 'x')
    const login = await rest('POST', '/api/users/login/', { body: form })
    expect(login.status).toBeLessThan(500)
    expect(login.json).toBeDefined()
  })
})

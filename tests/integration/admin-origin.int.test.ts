import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'
import { rest, SITE, signInOverRest } from './rest-client'

/**
 * Issue 11 item 10 (admin side): Payload accepted cookie-authenticated writes from any origin.
 * With `csrf` and `cors` set to the public origin (SITE_URL; the default http://localhost:3000
 * here, as the test runs without it), an editor's `payload-token` cookie sent from another site
 * authenticates nothing, and CORS answers only the public origin.
 */

let h: Harness
let editorId: number | string
let cookie = ''
const FOREIGN = 'https://attacker.example'

beforeAll(async () => {
  delete process.env.SITE_URL
  h = await startPayload()
  const editor = await h.payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'Editor#2026pass', name: 'Camille' } as never,
  })
  editorId = editor.id
  const { token, answer: login } = await signInOverRest('editor@example.com', 'Editor#2026pass', {
    Origin: SITE,
  })
  cookie = `payload-token=${token}`
  // Outside production over https the cookie is not Secure (the pure rule's table covers https).
  const setCookie = login.headers.get('set-cookie') ?? ''
  expect(setCookie).toMatch(/payload-token=/)
  expect(setCookie).toMatch(/HttpOnly/i)
  expect(setCookie).toMatch(/SameSite=Lax/i)
  expect(setCookie).not.toMatch(/Secure/i)
}, 300_000)
afterAll(async () => {
  await h?.close()
})

async function rename(headers: Record<string, string>, name: string) {
  return rest('PATCH', `/api/users/${editorId}/`, {
    headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers },
    body: JSON.stringify({ name }),
  })
}

const storedName = async () =>
  ((await h.payload.findByID({ collection: 'users', id: editorId })) as { name?: string }).name

describe('cookie-authenticated writes to the Payload REST API', () => {
  it('from the public origin: accepted (the admin keeps working)', async () => {
    const answer = await rename({ Origin: SITE, 'Sec-Fetch-Site': 'same-origin' }, 'Camille B.')
    expect(answer.status).toBe(200)
    expect(await storedName()).toBe('Camille B.')
  })

  it.each([
    ['a foreign Origin', { Origin: FOREIGN, 'Sec-Fetch-Site': 'cross-site' }],
    [
      'a foreign Origin that claims same-origin',
      { Origin: FOREIGN, 'Sec-Fetch-Site': 'same-origin' },
    ],
    ['the public origin over another scheme', { Origin: SITE.replace('http:', 'https:') }],
    ['no Origin, cross-site fetch metadata', { 'Sec-Fetch-Site': 'cross-site' }],
    ['no Origin and no fetch metadata (a forged form or script elsewhere)', {}],
  ])('with %s: refused, nothing written', async (_, headers) => {
    const answer = await rename(headers, 'Pwned')
    expect(answer.status).toBe(403)
    expect(await storedName()).toBe('Camille B.')
  })

  it('a foreign origin cannot read as the editor either', async () => {
    const me = await rest('GET', '/api/users/me/', { headers: { Cookie: cookie, Origin: FOREIGN } })
    expect((me.json as { user: unknown }).user).toBeNull()
    const same = await rest('GET', '/api/users/me/', { headers: { Cookie: cookie, Origin: SITE } })
    expect((same.json as { user: { email: string } }).user.email).toBe('editor@example.com')
  })
})

describe('CORS', () => {
  it('answers the public origin only', async () => {
    const preflight = (origin: string) =>
      rest('OPTIONS', '/api/users/', {
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'content-type',
        },
      })
    const own = await preflight(SITE)
    expect(own.headers.get('access-control-allow-origin')).toBe(SITE)
    const foreign = await preflight(FOREIGN)
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe(FOREIGN)
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe('*')
  })
})

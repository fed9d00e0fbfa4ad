import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type APIResponse, expect, request as playwrightRequest, test } from '@playwright/test'
import { startFrontCache } from '../../deploy/front-cache.mjs'
import { asEditor } from './outbox'

/**
 * Issue 16 item 8: the nginx front cache (deploy/nginx/front-cache.conf) in front of this run's
 * production server. Public pages are micro-cached; members, editors, POSTs, the admin, the API
 * and the account pages go to the app every time; a publish shows within 2 s without a purge.
 */

const appPort = Number(process.env.E2E_PORT ?? 3100)
const cachePort = appPort + 11
const front = `http://127.0.0.1:${cachePort}`
/** The members API answers the site's own pages only (SITE_URL is the app's address here). */
const siteOrigin = { Origin: `http://127.0.0.1:${appPort}` }
/** The seeded demo member (README; scripts/seed/reviews.ts DEMO_MEMBER). */
const MEMBER = { email: 'member@maison-solaine.test', password: 'Solaine-member-2026!' }

// One nginx for the file; the tests share its cache, so they run one after another.
test.describe.configure({ mode: 'serial' })

let nginx: Awaited<ReturnType<typeof startFrontCache>>
let prefix: string

test.beforeAll(async () => {
  prefix = mkdtempSync(path.join(tmpdir(), 'front-cache-e2e-'))
  nginx = await startFrontCache({ appPort, listenPort: cachePort, prefix, workers: 1 })
})

test.afterAll(async () => {
  await nginx?.stop()
  if (prefix) rmSync(prefix, { recursive: true, force: true })
})

/**
 * Polling for a HIT asks again at once: a copy is fresh to the end of the second it was made in,
 * so polls a second apart would each find the previous one's copy STALE.
 */
const quickly = { intervals: [50] }
const cacheStatus = (answer: APIResponse) => answer.headers()['x-cache-status']
/** A query string of its own: a cache entry no other test (or earlier run) has made. */
const fresh = () => `fc=${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/**
 * Signs the demo member in from a request context of its own (its cookie jar would otherwise
 * send the session to the front cache too: cookies ignore ports) and returns the session token.
 */
async function signInMember(): Promise<{ token: string; signOut: () => Promise<void> }> {
  const member = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${appPort}` })
  const answer = await member.post('/api/members/sign-in/', { data: MEMBER, headers: siteOrigin })
  expect(answer.status(), await answer.text()).toBe(200)
  const cookie = answer
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('ms_member='))
  const token = cookie?.value.split(';')[0]?.slice('ms_member='.length)
  expect(token).toBeTruthy()
  return {
    token: token as string,
    signOut: async () => {
      await member.post('/api/members/sign-out/', { headers: siteOrigin })
      await member.dispose()
    },
  }
}

/**
 * The demo editor's Authorization header, and a request context of their own for the CMS API:
 * signing in sets payload-token in the context's jar, which the front cache rightly bypasses.
 */
async function asEditorApart() {
  const editor = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${appPort}` })
  return { editor, headers: await asEditor(editor) }
}

test('an anonymous second request for a public page, a build file or a media file is a hit', async ({
  request,
}) => {
  const url = `${front}/en-ww/?${fresh()}`
  const first = await request.get(url)
  expect(first.status()).toBe(200)
  expect(cacheStatus(first)).toBe('MISS')
  const html = await first.text()
  // Within its second the copy is fresh; a slow runner may need another try.
  await expect.poll(async () => cacheStatus(await request.get(url)), quickly).toBe('HIT')
  // The same page (its title: other specs may change what lists show meanwhile).
  const title = (page: string) => page.match(/<title>[^<]*<\/title>/)?.[0]
  expect(title(html)).toBeTruthy()
  expect(title(await (await request.get(url)).text())).toBe(title(html))
  // Other cookies (analytics, a load balancer's) do not make a page personal.
  // (Polled: a copy is fresh to the end of its second only, so one try may find it STALE.)
  const otherCookies = { Cookie: '_ga=GA1.1.1; xms_member=1' }
  await expect
    .poll(async () => cacheStatus(await request.get(url, { headers: otherCookies })), quickly)
    .toBe('HIT')

  const script = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0]
  const media = html.match(/\/api\/media\/file\/[^"'\s?]+\?v=[0-9a-f]+/)?.[0]
  for (const asset of [script, media]) {
    expect(asset).toBeTruthy()
    await request.get(`${front}${asset}`)
    const cached = await request.get(`${front}${asset}`)
    expect(cached.status()).toBe(200)
    expect(cacheStatus(cached), asset).toBe('HIT')
    expect(cached.headers()['cache-control']).toContain('immutable')
  }
})

test('a signed-in member is never answered from the cache, and never stored in it', async ({
  request,
}) => {
  const { token, signOut } = await signInMember()
  const asMember = { Cookie: `ms_member=${token}` }
  try {
    // A public page the member asks for first: passed through, and not kept for the next visitor.
    const url = `${front}/en-ww/?${fresh()}`
    for (let i = 0; i < 2; i++) {
      expect(cacheStatus(await request.get(url, { headers: asMember }))).toBe('BYPASS')
    }
    expect(cacheStatus(await request.get(url))).toBe('MISS')
    // The cached anonymous copy is not handed to the member either.
    expect(cacheStatus(await request.get(url, { headers: asMember }))).toBe('BYPASS')

    // The member's own page, then a visitor at the same address: sent to sign in.
    const profile = await request.get(`${front}/en-ww/account/profile/`, {
      headers: asMember,
      maxRedirects: 0,
    })
    expect(profile.status()).toBe(200)
    expect(await profile.text()).toContain(MEMBER.email)
    const visitor = await request.get(`${front}/en-ww/account/profile/`, { maxRedirects: 0 })
    expect(visitor.status()).toBeGreaterThanOrEqual(300)
    expect(visitor.status()).toBeLessThan(400)
    expect(visitor.headers().location).toContain('/en-ww/account/sign-in/')
    expect(await visitor.text()).not.toContain(MEMBER.email)
  } finally {
    await signOut()
  }
})

test('POSTs, the admin, the API and requests with Authorization go to the app', async ({
  request,
}) => {
  const url = `${front}/en-ww/?${fresh()}`
  for (let i = 0; i < 2; i++) {
    expect(cacheStatus(await request.post(url, { data: { n: i } }))).toBe('BYPASS')
  }
  expect(cacheStatus(await request.get(url))).toBe('MISS')
  for (const target of ['/admin', '/admin/login', '/api/health/', '/en-ww/account/sign-in/']) {
    for (let i = 0; i < 2; i++) {
      const answer = await request.get(`${front}${target}`, { maxRedirects: 0 })
      expect(cacheStatus(answer), target).toBe('BYPASS')
    }
  }
  const { editor, headers } = await asEditorApart()
  await editor.dispose()
  const other = `${front}/en-ww/?${fresh()}`
  expect(cacheStatus(await request.get(other, { headers }))).toBe('BYPASS')
  expect(cacheStatus(await request.get(other))).toBe('MISS')
  // An editor's admin session cookie alone (no header) is enough to pass by the cache.
  const asEditorCookie = { Cookie: 'payload-token=x' }
  expect(cacheStatus(await request.get(other, { headers: asEditorCookie }))).toBe('BYPASS')
})

test('a change an editor publishes shows through the front cache within 2 s', async ({
  request,
}) => {
  const { editor, headers } = await asEditorApart()
  const slug = `e2e-front-cache-${Date.now()}`
  const created = await editor.post('/api/pages/?locale=en-ww', {
    headers,
    // Pages have drafts (issue 17): published, or no visitor would see it.
    data: {
      title: 'Front cache before',
      slug,
      template: 'universal',
      available: true,
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id as number
  try {
    const url = `${front}/en-ww/${slug}/`
    await expect.poll(async () => (await request.get(url)).status()).toBe(200)
    await expect.poll(async () => cacheStatus(await request.get(url)), quickly).toBe('HIT')
    expect(await (await request.get(url)).text()).toContain('Front cache before')

    const changed = await editor.patch(`/api/pages/${id}/?locale=en-ww`, {
      headers,
      data: { title: 'Front cache after' },
    })
    expect(changed.status(), await changed.text()).toBe(200)
    const published = Date.now()
    // A visitor reloading every 100 ms: the first one after the copy's second gets it stale
    // while nginx refreshes it, the next one the new page.
    let seen = -1
    while (Date.now() - published < 5_000) {
      if ((await (await request.get(url)).text()).includes('Front cache after')) {
        seen = Date.now() - published
        break
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    test.info().annotations.push({ type: 'publish to front cache', description: `${seen} ms` })
    expect(seen, 'the change never showed through the front cache').toBeGreaterThanOrEqual(0)
    expect(seen).toBeLessThanOrEqual(2_000)
  } finally {
    await editor.delete(`/api/pages/${id}/`, { headers })
    await editor.dispose()
  }
})

/**
 * Issue 11, account findings, through the members API route handlers with real Requests: where
 * emailed links point (SITE_URL only, never the request's Host), who may read the dev outbox.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { outboxMessages } from '@/account/email/outbox'
import type { Member } from '@/payload-types'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'

const SITE = 'http://site.test'
let h: Harness

type Route = (request: Request) => Promise<Response>
let routes: { forgot: Route; signUp: Route }

beforeAll(async () => {
  vi.stubEnv('SITE_URL', SITE)
  h = await startPayload()
  routes = {
    forgot: (await import('@/app/api/members/forgot-password/route')).POST as Route,
    signUp: (await import('@/app/api/members/sign-up/route')).POST as Route,
  }
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await h?.close()
})

/** A POST as an attacker's script sends it: any URL, Host, X-Forwarded-Host and Origin. */
function post(url: string, body: unknown, headers: Record<string, string>) {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const mailsTo = (to: string) => outboxMessages().filter((m) => m.to.includes(to))

async function waitForMail(to: string, count: number) {
  for (let i = 0; i < 100; i++) {
    if (mailsTo(to).length >= count) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`expected ${count} emails to ${to}`)
}

async function verifiedMember(email: string): Promise<Member> {
  const member = await h.payload.create({
    collection: 'members',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: {
      email,
      password: 'Cognac#2026',
      first_name: 'Zoë',
      last_name: 'Marchand',
      date_of_birth: '1990-07-14',
      country: 'FR',
      locale: 'en-ww',
      level: 'level1',
      points: 0,
      _verified: true,
    } as never,
  })
  return member as Member
}

const attacker = {
  Host: 'attacker.example',
  'X-Forwarded-Host': 'attacker.example',
  'X-Forwarded-Proto': 'https',
}

describe('links in member mail use SITE_URL, never the request (issue 11 §2)', () => {
  it('refuses a reset request whose Origin is not SITE_URL, and mails nothing', async () => {
    const email = 'victim@example.com'
    await verifiedMember(email)
    const answer = await routes.forgot(
      post(
        'http://attacker.example/api/members/forgot-password/',
        { email },
        {
          ...attacker,
          Origin: 'http://attacker.example',
        },
      ),
    )
    expect(answer.status).toBe(403)

    // A forged Host with this site's Origin (a proxy that passes Host through): the link still
    // points at SITE_URL.
    const ok = await routes.forgot(
      post(
        'http://attacker.example/api/members/forgot-password/',
        { email, altcha: await solvedCaptcha() },
        {
          ...attacker,
          Origin: SITE,
        },
      ),
    )
    expect(ok.status).toBe(200)
    await waitForMail(email, 1)
    const mails = mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain(`${SITE}/en-ww/account/reset-password/?token=`)
    expect(JSON.stringify(outboxMessages())).not.toContain('attacker.example')
  })

  it('builds the verification and "already registered" links from SITE_URL', async () => {
    const email = 'new-member@example.com'
    const body = {
      firstName: 'Zoë',
      lastName: 'Marchand',
      email,
      password: 'Cognac#2026',
      dateOfBirth: { day: 14, month: 7, year: 1990 },
      country: 'FR',
      newsletter: false,
      locale: 'fr-fr',
    }
    const headers = {
      ...attacker,
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': '192.0.2.50',
    }
    const first = await routes.signUp(
      post(
        'http://attacker.example/api/members/sign-up/',
        { ...body, altcha: await solvedCaptcha() },
        headers,
      ),
    )
    expect(first.status).toBe(200)
    await waitForMail(email, 1)
    const again = await routes.signUp(
      post(
        'http://attacker.example/api/members/sign-up/',
        { ...body, altcha: await solvedCaptcha() },
        headers,
      ),
    )
    expect(again.status).toBe(200)
    await waitForMail(email, 2)
    const [existsMail, verifyMail] = mailsTo(email)
    expect(verifyMail?.text).toContain(`${SITE}/fr-fr/account/verify-mail/?token=`)
    expect(existsMail?.text).toContain(`${SITE}/fr-fr/account/`)
    expect(JSON.stringify(outboxMessages())).not.toContain('attacker.example')
  })

  it('in production without SITE_URL, refuses to send with a log line and a clear error', async () => {
    const email = 'no-site-url@example.com'
    await verifiedMember(email)
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('DEV_OUTBOX', '1')
    vi.stubEnv('SITE_URL', '')
    const logged = vi.spyOn(h.payload.logger, 'error')
    try {
      const answer = await routes.forgot(
        post(
          'http://attacker.example/api/members/forgot-password/',
          { email, altcha: await solvedCaptcha() },
          {
            ...attacker,
            'Sec-Fetch-Site': 'same-origin',
          },
        ),
      )
      expect(answer.status).toBe(503)
      expect(await answer.json()).toMatchObject({
        ok: false,
        error: 'mailUnavailable',
        message: expect.stringMatching(/\S/),
      })
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('SITE_URL is not set'))
      // The same refusal for an address without an account: it tells nothing about who exists.
      const unknown = await routes.forgot(
        post(
          'http://attacker.example/api/members/forgot-password/',
          { email: 'nobody@example.com', altcha: await solvedCaptcha() },
          {
            ...attacker,
            'Sec-Fetch-Site': 'same-origin',
          },
        ),
      )
      expect(unknown.status).toBe(503)
    } finally {
      logged.mockRestore()
      vi.stubEnv('NODE_ENV', 'test')
      vi.stubEnv('SITE_URL', SITE)
    }
    await new Promise((r) => setTimeout(r, 500))
    expect(mailsTo(email)).toHaveLength(0)
  })
})

describe('the dev outbox is for signed-in CMS editors only (issue 11 §3)', () => {
  let outbox: (request: Request) => Promise<Response>
  let editorToken = ''
  let memberToken = ''

  beforeAll(async () => {
    outbox = (await import('@/app/api/members/dev-outbox/route')).GET as typeof outbox
    const editor = { email: 'outbox-editor@example.com', password: 'Editor#2026pass' }
    await h.payload.create({ collection: 'users', data: editor })
    editorToken = (await h.payload.login({ collection: 'users', data: editor })).token ?? ''
    const email = 'outbox-member@example.com'
    await verifiedMember(email)
    memberToken =
      (
        await h.payload.login({
          collection: 'members',
          data: { email, password: 'Cognac#2026' },
        })
      ).token ?? ''
    // Something worth stealing: a reset link.
    await routes.forgot(
      post(
        `${SITE}/api/members/forgot-password/`,
        { email, altcha: await solvedCaptcha() },
        { Origin: SITE },
      ),
    )
    await waitForMail(email, 1)
  })

  const read = (headers: Record<string, string> = {}) =>
    outbox(new Request(`${SITE}/api/members/dev-outbox/?format=json`, { headers }))

  it('refuses an anonymous reader', async () => {
    const answer = await read()
    expect(answer.status).toBe(401)
    const text = await answer.text()
    expect(text).not.toContain('token=')
    expect(JSON.parse(text).error).toContain('sign in at /admin')
  })

  it('refuses a signed-in member, by their cookie or as a bearer token', async () => {
    for (const headers of <Record<string, string>[]>[
      { Cookie: `ms_member=${memberToken}` },
      { Cookie: `payload-token=${memberToken}` },
      { Authorization: `JWT ${memberToken}` },
    ]) {
      const answer = await read(headers)
      expect([401, 403]).toContain(answer.status)
      expect(await answer.text()).not.toContain('token=')
    }
  })

  it('shows the mail to a signed-in editor (admin cookie or JWT)', async () => {
    for (const headers of <Record<string, string>[]>[
      // What a browser sends when the editor opens the outbox (Payload reads the cookie only
      // from the public origin: csrf = SITE_URL).
      { Cookie: `payload-token=${editorToken}`, 'Sec-Fetch-Site': 'none' },
      { Authorization: `JWT ${editorToken}` },
    ]) {
      const answer = await read(headers)
      expect(answer.status).toBe(200)
      const { messages } = (await answer.json()) as {
        messages: Array<{ to: string; text: string }>
      }
      expect(messages.find((m) => m.to.includes('outbox-member@example.com'))?.text).toContain(
        `${SITE}/en-ww/account/reset-password/?token=`,
      )
    }
  })

  it('does not exist in a production deployment without DEV_OUTBOX, even for an editor', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('DEV_OUTBOX', '')
    try {
      expect((await read({ Authorization: `JWT ${editorToken}` })).status).toBe(404)
      expect((await read()).status).toBe(404)
    } finally {
      vi.stubEnv('NODE_ENV', 'test')
    }
  })
})

describe('editors and members stay apart (issue 11 §10)', () => {
  it('editor passwords follow the member rule (SPEC §5), on create, update and reset', async () => {
    await expect(
      h.payload.create({
        collection: 'users',
        data: { email: 'weak@example.com', password: 'abc' },
      }),
    ).rejects.toThrow(/password|invalid/i)
    await expect(
      h.payload.create({
        collection: 'users',
        data: { email: 'weak@example.com', password: 'alllowercase1!' },
      }),
    ).rejects.toThrow()
    const editor = await h.payload.create({
      collection: 'users',
      data: { email: 'strong@example.com', password: 'Editor#2026pass' },
    })
    await expect(
      h.payload.update({
        collection: 'users',
        id: editor.id,
        data: { password: 'short' } as never,
      }),
    ).rejects.toThrow()

    // The admin's "forgot password" link: Payload's reset endpoint applies the same rule.
    const { rest } = await import('./rest-client')
    const token = await h.payload.forgotPassword({
      collection: 'users',
      data: { email: 'strong@example.com' },
      disableEmail: true,
    })
    const weak = await rest('POST', '/api/users/reset-password', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: 'abc' }),
    })
    expect(weak.status).toBe(400)
    expect(weak.text).toContain('lowercase letter')
    const login = await h.payload.login({
      collection: 'users',
      data: { email: 'strong@example.com', password: 'Editor#2026pass' },
    })
    expect(login.user?.email).toBe('strong@example.com')
  })

  it('a member’s session token is never a CMS user (locked documents, preferences, users)', async () => {
    const { signIn } = await import('@/account/server/accounts')
    const { memberFromToken } = await import('@/account/server/session')
    const { rest } = await import('./rest-client')
    const email = 'not-an-editor@example.com'
    await verifiedMember(email)
    const signedIn = await signIn(h.payload, { email, password: 'Cognac#2026' })
    if (!signedIn.ok) throw new Error(signedIn.error)
    // It is the member's session…
    expect((await memberFromToken(h.payload, signedIn.token))?.email).toBe(email)
    // …and Payload does not know it, however it is sent.
    for (const headers of [
      { Authorization: `JWT ${signedIn.token}` },
      { Authorization: `Bearer ${signedIn.token}` },
      { Cookie: `payload-token=${signedIn.token}` },
    ] as Record<string, string>[]) {
      expect((await h.payload.auth({ headers: new Headers(headers) })).user).toBeNull()
      const me = await rest('GET', '/api/users/me', { headers })
      expect((me.json as { user: unknown }).user).toBeNull()
      const locks = await rest('GET', '/api/payload-locked-documents', { headers })
      expect(locks.status).toBe(403)
      const lock = await rest('POST', '/api/payload-locked-documents', {
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ globalSlug: 'site-options' }),
      })
      expect(lock.status).toBe(403)
      const preferences = await rest('GET', '/api/payload-preferences', { headers })
      expect(preferences.status).toBe(403)
    }
  })
})

describe('equal work whether or not an address is registered (issue 11 §5)', () => {
  /** Median duration of `run(i)` over `n` runs, in ms. */
  async function median(n: number, run: (i: number) => Promise<unknown>) {
    const times: number[] = []
    for (let i = 0; i < n; i++) {
      const start = performance.now()
      await run(i)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    return times[Math.floor(n / 2)] as number
  }
  /** Before the fix: 212 ms against 6 ms (35×). A loaded 2-core runner stays well inside 3×. */
  /** Within a factor of 3 (the leak was 35×), or both under a millisecond (timer noise). */
  const comparable = (a: number, b: number) =>
    Math.max(a, b) < 1 || Math.max(a, b) / Math.min(a, b) < 3

  it('sign-in hashes a password for an unknown address too, and takes about as long', async () => {
    const { signIn } = await import('@/account/server/accounts')
    const { dummyPasswordChecks } = await import('@/account/server/dummy-password')
    await verifiedMember('timing-sign-in@example.com')
    const before = dummyPasswordChecks()
    const unknown = await median(5, (i) =>
      signIn(
        h.payload,
        { email: 'nobody-here@example.com', password: 'Wrong#Pass1' },
        `192.0.2.${10 + i}`,
      ),
    )
    expect(dummyPasswordChecks() - before).toBe(5)
    const known = await median(5, async (i) => {
      // One client per try keeps the per-client lockout out of the measurement.
      const answer = await signIn(
        h.payload,
        { email: 'timing-sign-in@example.com', password: 'Wrong#Pass1' },
        `192.0.2.${30 + i}`,
      )
      expect(answer).toMatchObject({ ok: false, error: 'account.error.credentials' })
    })
    expect(comparable(known, unknown), `known ${known} ms, unknown ${unknown} ms`).toBe(true)
  })

  it('sign-up costs a password hash for a registered address too; mail goes out after the answer', async () => {
    const { signUp } = await import('@/account/server/accounts')
    const { dummyPasswordChecks } = await import('@/account/server/dummy-password')
    const { deferredIdle } = await import('@/account/server/deferred')
    await verifiedMember('timing-sign-up@example.com')
    const body = (email: string) => ({
      firstName: 'Zoë',
      lastName: 'Marchand',
      email,
      password: 'Cognac#2026',
      dateOfBirth: { day: 14, month: 7, year: 1990 },
      country: 'FR',
      newsletter: false,
      newsletterConsentText: 'I agree.',
      locale: 'en-ww',
    })
    const before = dummyPasswordChecks()
    const registered = await median(5, (i) =>
      signUp(h.payload, body('timing-sign-up@example.com'), { ip: `198.51.100.${100 + i}` }),
    )
    expect(dummyPasswordChecks() - before).toBe(5)
    const fresh = await median(5, (i) =>
      signUp(h.payload, body(`timing-new-${i}@example.com`), { ip: `198.51.100.${110 + i}` }),
    )
    expect(comparable(registered, fresh), `registered ${registered} ms, new ${fresh} ms`).toBe(true)
    await deferredIdle()
    await waitForMail('timing-new-4@example.com', 1)
  })

  it('the CMS login hashes a password for an unknown editor address too', async () => {
    const { rest } = await import('./rest-client')
    const { dummyPasswordChecks } = await import('@/account/server/dummy-password')
    const editor = await h.payload.create({
      collection: 'users',
      data: { email: 'timing-editor@example.com', password: 'Editor#2026pass' },
    })
    const login = (email: string) =>
      rest('POST', '/api/users/login', {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wrong#Pass1' }),
      })
    const before = dummyPasswordChecks()
    const unknown = await median(3, async () => {
      expect((await login('nobody-editor@example.com')).status).toBe(401)
    })
    expect(dummyPasswordChecks() - before).toBe(3)
    const known = await median(3, async () => {
      expect((await login('timing-editor@example.com')).status).toBe(401)
      await h.payload.db.updateOne({
        collection: 'users',
        id: editor.id,
        data: { loginAttempts: 0, lockUntil: null },
      })
    })
    expect(comparable(known, unknown), `known ${known} ms, unknown ${unknown} ms`).toBe(true)
  })

  it('forgot-password answers before looking the address up, so both take the same path', async () => {
    const { forgotPassword } = await import('@/account/server/accounts')
    await verifiedMember('timing-forgot@example.com')
    const known = await median(3, (i) =>
      forgotPassword(h.payload, { email: 'timing-forgot@example.com' }, { ip: `203.0.113.${i}` }),
    )
    const unknown = await median(3, (i) =>
      forgotPassword(
        h.payload,
        { email: 'nobody-else@example.com' },
        { ip: `203.0.113.${10 + i}` },
      ),
    )
    expect(comparable(known, unknown), `known ${known} ms, unknown ${unknown} ms`).toBe(true)
    // The reset link still arrives, after the answer.
    await waitForMail('timing-forgot@example.com', 1)
    expect(mailsTo('nobody-else@example.com')).toHaveLength(0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '@/account/email/outbox'
import { deferredIdle } from '@/account/server/deferred'
import type { NewsletterConsent, NewsletterSignup } from '@/payload-types'
import { type Harness, startPayload } from './payload-harness'

/**
 * Newsletter double opt-in (issue 12): pending until the emailed link is followed, the consumer
 * entry of SPEC §7 built on confirmation, the consent ledger, unsubscribe, and the editors' CSV
 * export, through the functions and the routes the site uses.
 */

let h: Harness
let newsletter: typeof import('@/newsletter/signup')
let subscription: typeof import('@/newsletter/subscription')

beforeAll(async () => {
  h = await startPayload()
  newsletter = await import('@/newsletter/signup')
  subscription = await import('@/newsletter/subscription')
}, 300_000)
afterAll(async () => {
  await h?.close()
})

const DAY = 24 * 60 * 60 * 1000

async function signUp(email: string, locale = 'fr-fr', extra: Record<string, unknown> = {}) {
  const result = await newsletter.signUpForNewsletter(
    h.payload,
    {
      email,
      locale,
      consent: true,
      consentText: 'J’accepte de recevoir les nouvelles de la Maison. J’ai l’âge légal.',
      source: 'footer',
    },
    { client: '203.0.113.9', ...extra },
  )
  await deferredIdle()
  return result
}

async function entry(email: string): Promise<NewsletterSignup> {
  const found = await h.payload.find({
    collection: 'newsletter-signups',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc) throw new Error(`no entry for ${email}`)
  return doc
}

async function ledger(email: string): Promise<NewsletterConsent[]> {
  const found = await h.payload.find({
    collection: 'newsletter-consents',
    where: { email: { equals: email } },
    sort: 'id',
    overrideAccess: true,
  })
  return found.docs
}

const mails = (to: string) => outboxMessages().filter((m) => m.to.includes(to))

async function waitForMails(to: string, count: number) {
  for (let i = 0; i < 50 && mails(to).length < count; i++) {
    await new Promise((r) => setTimeout(r, 100))
  }
  expect(mails(to)).toHaveLength(count)
}

/** The token of the newest mail's link to `page` (newsletter-confirm or newsletter-unsubscribe). */
function tokenFromMail(to: string, page: string): string {
  const text = mails(to)[0]?.text ?? ''
  const match = text.match(new RegExp(`https?://\\S+/account/${page}/\\?token=([\\w.%-]+)`))
  if (!match?.[1]) throw new Error(`no ${page} link in ${text}`)
  return decodeURIComponent(match[1])
}

describe('newsletter double opt-in', () => {
  it('a sign-up is pending, in the ledger, and gets one confirmation mail in its language', async () => {
    const email = 'pending@example.fr'
    expect(await signUp(email)).toEqual({ status: 200, body: { ok: true, created: true } })
    expect(await entry(email)).toMatchObject({ status: 'pending', locale: 'fr-fr' })
    expect((await entry(email)).consumer_entry ?? null).toBeNull()

    const rows = await ledger(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      action: 'subscribe',
      locale: 'fr-fr',
      consent_text: 'J’accepte de recevoir les nouvelles de la Maison. J’ai l’âge légal.',
      source: 'footer',
    })
    // The address is kept only as a keyed hash.
    expect(rows[0]?.ip_hash).toMatch(/^[a-f0-9]{64}$/)
    expect(JSON.stringify(rows[0])).not.toContain('203.0.113.9')

    await waitForMails(email, 1)
    const mail = mails(email)[0]
    expect(mail?.subject).toBe('Confirmez votre inscription aux nouvelles de Maison Solaine')
    expect(mail?.text).toContain('http://localhost:3000/fr-fr/account/newsletter-confirm/?token=')
    expect(mail?.text).toContain(
      'http://localhost:3000/fr-fr/account/newsletter-unsubscribe/?token=',
    )
    expect(mail?.listUnsubscribe).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/\?token=[\w.%-]+>$/,
    )
  })

  it('the link confirms it, builds the SPEC §7 consumer entry and adds a ledger row; again is harmless', async () => {
    const email = 'confirm@example.fr'
    await signUp(email)
    await waitForMails(email, 1)
    const token = tokenFromMail(email, 'newsletter-confirm')
    const now = new Date(Date.now() + 60_000)
    expect(await subscription.confirmSubscription(h.payload, token, { now })).toEqual({
      ok: true,
      status: 'confirmed',
    })
    const confirmed = await entry(email)
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.consumer_entry).toEqual({
      email,
      collectorCreatedDate: now.toISOString(),
      entryType: 'consumer',
      contactType: 'B2C',
      countryCode: 'FR',
      optIns: [
        {
          optInStatus: 1,
          legalConsent: 'J’accepte de recevoir les nouvelles de la Maison. J’ai l’âge légal.',
          brand: 'Maison Solaine',
        },
      ],
      activities: [
        {
          activityId: 'newsletter-signup',
          activityName: 'Newsletter sign-up',
          activityType: 'Newsletter',
        },
      ],
      source: [{ prEntity: 'Maison Solaine', touchPointName: 'footer', touchPointType: 'Webform' }],
    })
    expect((await ledger(email)).map((r) => r.action)).toEqual(['subscribe', 'confirm'])
    expect(await subscription.confirmSubscription(h.payload, token)).toEqual({
      ok: true,
      status: 'confirmed',
    })
    expect((await ledger(email)).map((r) => r.action)).toEqual(['subscribe', 'confirm'])

    // Signing up again keeps the subscription confirmed and sends nothing more.
    expect(await signUp(email)).toEqual({ status: 200, body: { ok: true, created: false } })
    expect((await entry(email)).status).toBe('confirmed')
    await new Promise((r) => setTimeout(r, 300))
    expect(mails(email)).toHaveLength(1)
  })

  it('refuses an expired link (7 days), a tampered one, and the link of an older sign-up', async () => {
    const email = 'refused@example.fr'
    await signUp(email)
    await waitForMails(email, 1)
    const first = tokenFromMail(email, 'newsletter-confirm')
    const in8Days = new Date(Date.now() + 8 * DAY)
    expect(await subscription.confirmSubscription(h.payload, first, { now: in8Days })).toEqual({
      ok: false,
    })
    expect(await subscription.confirmSubscription(h.payload, `${first}x`)).toEqual({ ok: false })
    expect(await subscription.confirmSubscription(h.payload, 'not-a-token')).toEqual({ ok: false })
    // The unsubscribe link cannot confirm.
    const unsubscribeLink = tokenFromMail(email, 'newsletter-unsubscribe')
    expect(await subscription.confirmSubscription(h.payload, unsubscribeLink)).toEqual({
      ok: false,
    })

    await signUp(email)
    await waitForMails(email, 2)
    expect(await subscription.confirmSubscription(h.payload, first)).toEqual({ ok: false })
    expect((await entry(email)).status).toBe('pending')
    const second = tokenFromMail(email, 'newsletter-confirm')
    expect(await subscription.confirmSubscription(h.payload, second)).toMatchObject({ ok: true })
  })

  it('unsubscribing keeps the entry, withdraws the opt-in and is recorded; a new sign-up asks again', async () => {
    const email = 'leaving@example.fr'
    await signUp(email)
    await waitForMails(email, 1)
    await subscription.confirmSubscription(h.payload, tokenFromMail(email, 'newsletter-confirm'))
    const token = tokenFromMail(email, 'newsletter-unsubscribe')
    expect(await subscription.unsubscribe(h.payload, token)).toEqual({
      ok: true,
      status: 'unsubscribed',
    })
    const left = await entry(email)
    expect(left.status).toBe('unsubscribed')
    expect(left.unsubscribed_at).toBeTruthy()
    expect((left.consumer_entry as { optIns: Array<{ optInStatus: number }> }).optIns[0]).toEqual(
      expect.objectContaining({ optInStatus: 0 }),
    )
    expect((await ledger(email)).map((r) => r.action)).toEqual([
      'subscribe',
      'confirm',
      'unsubscribe',
    ])
    // A confirmation link cannot be used to come back: only a new sign-up can.
    expect(await subscription.unsubscribe(h.payload, token)).toMatchObject({ ok: true })
    await signUp(email)
    await waitForMails(email, 2)
    expect((await entry(email)).status).toBe('pending')
  })
})

const ROUTES = {
  confirm: () => import('@/app/api/newsletter/confirm/route'),
  unsubscribe: () => import('@/app/api/newsletter/unsubscribe/route'),
  export: () => import('@/app/api/newsletter/export/route'),
}

describe('the newsletter routes', () => {
  const call = async (
    route: string,
    init: { body?: unknown; raw?: string; query?: string; headers?: Record<string, string> } = {},
  ) => {
    const module = (await ROUTES[route as keyof typeof ROUTES]()) as unknown as Record<
      string,
      (request: Request) => Promise<Response>
    >
    const method = route === 'export' ? 'GET' : 'POST'
    const handler = module[method]
    if (!handler) throw new Error(`no ${method} in ${route}`)
    const response = await handler(
      new Request(`http://localhost:3000/api/newsletter/${route}/${init.query ?? ''}`, {
        method,
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      }),
    )
    return { status: response.status, text: await response.text(), headers: response.headers }
  }

  it('a bad token is a translated 400, never a 500', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['confirm', { token: 'nope' }, 'Ce lien de confirmation est invalide'],
      ['confirm', { token: 7 }, ''],
      ['confirm', {}, ''],
      ['unsubscribe', { token: 'nope' }, 'Ce lien de désinscription est invalide.'],
    ]
    for (const [route, body, message] of cases) {
      const answer = await call(route, { body, query: '?locale=fr-fr' })
      expect(answer.status, `${route} ${JSON.stringify(body)}`).toBe(400)
      expect(answer.text).toContain(message)
    }
  })

  it('a mail client’s one-click unsubscribe (RFC 8058) works with the token in the address', async () => {
    const email = 'oneclick@example.fr'
    await signUp(email)
    await waitForMails(email, 1)
    const link = new URL(mails(email)[0]?.listUnsubscribe?.slice(1, -1) ?? '')
    expect(link.pathname).toBe('/api/newsletter/unsubscribe/')
    // The client posts a form body that says nothing but "one click".
    const answer = await call('unsubscribe', {
      query: link.search,
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(answer.status).toBe(200)
    expect((await entry(email)).status).toBe('unsubscribed')
  })

  it('the CSV export is for CMS editors only', async () => {
    expect((await call('export')).status).toBe(401)
    await h.payload.create({
      collection: 'users',
      data: { email: 'export-editor@example.com', password: 'Editor#2026pass' } as never,
    })
    const { token } = await h.payload.login({
      collection: 'users',
      data: { email: 'export-editor@example.com', password: 'Editor#2026pass' },
    })
    const answer = await call('export', {
      query: '?status=confirmed',
      headers: { authorization: `JWT ${token}` },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = answer.text.trim().split('\r\n')
    expect(lines[0]).toBe(
      'email,locale,status,consented_at,confirmed_at,unsubscribed_at,source,consent_text',
    )
    expect(lines.some((l) => l.startsWith('confirm@example.fr,fr-fr,confirmed,'))).toBe(true)
    expect(lines.some((l) => l.startsWith('pending@example.fr,'))).toBe(false)
    const bad = await call('export', {
      query: '?status=everything',
      headers: { authorization: `JWT ${token}` },
    })
    expect(bad.status).toBe(400)
  })
})

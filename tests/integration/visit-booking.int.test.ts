import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '@/account/email/outbox'
import { signUp, verifyEmail } from '@/account/server/accounts'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'
import { rest } from './rest-client'

/**
 * Visit booking (issue 13) through the real route handlers, on SQLite and PostgreSQL: the API's
 * contract (201, 400 with translated field errors, 409 with the next free slots, never a 500 for
 * bad input), no overbooking under 50 concurrent requests, the confirmation email with its .ics
 * and cancellation link, cancelling, the member activity, and the bookings kept out of REST.
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
const routes = {} as Record<'book' | 'cancel' | 'export' | 'list', Handler>
const SITE = 'http://site.test'
const ctx = { disableRevalidate: true }
let clients = 0
let visitId = 0
const slots: Record<'main' | 'race' | 'small' | 'later' | 'past', number> = {
  main: 0,
  race: 0,
  small: 0,
  later: 0,
  past: 0,
}

const inDays = (days: number, hour = 10) => {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + days)
  d.setUTCHours(hour, 0, 0, 0)
  return d.toISOString()
}

async function slot(start: string, capacity: number, booked = 0, language = 'en') {
  const created = await h.payload.create({
    collection: 'visit-slots',
    data: {
      visit: visitId,
      start,
      language: language as 'en',
      capacity,
      price: 35,
      currency: 'EUR',
      booked: 0,
    },
    overrideAccess: true,
    context: ctx,
  })
  if (booked > 0) {
    // `booked` is the API's to change: set it as the fixture's starting point directly.
    await h.payload.db.updateOne({ collection: 'visit-slots', id: created.id, data: { booked } })
  }
  return created.id
}

async function booked(id: number) {
  const s = await h.payload.findByID({ collection: 'visit-slots', id, overrideAccess: true })
  return s.booked
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    slot: slots.main,
    name: 'Zoë Marchand',
    email: 'zoe@example.com',
    phone: '',
    dateOfBirth: { day: 14, month: 7, year: 1990 },
    partySize: 2,
    consent: true,
    locale: 'en-ww',
    ...overrides,
  }
}

/** A POST from a new client address each time (rate limits are not what is tested here). */
async function post(
  handler: Handler,
  payload: unknown,
  {
    captcha = true,
    raw,
    host = SITE,
    cookie,
  }: { captcha?: boolean; raw?: string; host?: string; cookie?: string } = {},
) {
  const data =
    raw ??
    JSON.stringify(
      captcha && payload && typeof payload === 'object'
        ? { ...payload, altcha: await solvedCaptcha() }
        : payload,
    )
  const response = await handler(
    new Request(`${host}/api/visit-bookings/`, {
      method: 'POST',
      body: data,
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        'x-ms-test-client': `198.18.${Math.floor(++clients / 250)}.${clients % 250}`,
        ...(cookie ? { cookie } : {}),
      },
    }),
  )
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below.
    json: (await response.json().catch(() => undefined)) as Record<string, any>,
  }
}

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = 'x-ms-test-client'
  h = await startPayload()
  routes.book = (await import('@/app/api/visit-bookings/route')).POST as Handler
  routes.list = (await import('@/app/api/visit-bookings/route')).GET as Handler
  routes.cancel = (await import('@/app/api/visit-bookings/cancel/route')).POST as Handler
  routes.export = (await import('@/app/api/visit-bookings/export/route')).GET as Handler
  const visit = await h.payload.create({
    collection: 'visits',
    locale: 'en-ww',
    data: {
      title: 'The cellar tour',
      key: 'cellar-tour',
      available: true,
      description: 'Down into the cellars.',
      duration_minutes: 90,
      languages: ['en', 'fr'],
    },
    overrideAccess: true,
    context: ctx,
  })
  await h.payload.update({
    collection: 'visits',
    id: visit.id,
    locale: 'fr-fr',
    data: { title: 'La visite des chais', available: true, description: 'Dans les chais.' },
    overrideAccess: true,
    context: ctx,
  })
  visitId = visit.id
  slots.main = await slot(inDays(3), 12)
  slots.race = await slot(inDays(4), 40, 30)
  slots.small = await slot(inDays(5), 12, 11)
  slots.later = await slot(inDays(6), 12)
  slots.past = await slot(inDays(-1), 12)
})
afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

describe('POST /api/visit-bookings/', () => {
  it('books: 201 with the booking, the places taken, and an email with an .ics and a cancellation link on SITE_URL', async () => {
    const before = outboxMessages().length
    // Sent to another host: the link must still use the configured origin.
    const answer = await post(routes.book, body({ email: 'Zoe@Example.com ' }), {
      host: 'http://evil.test',
    })
    expect(answer.status).toBe(201)
    expect(answer.json.booking).toMatchObject({
      status: 'confirmed',
      name: 'Zoë Marchand',
      email: 'zoe@example.com',
      partySize: 2,
      slot: { id: slots.main, capacity: 12, placesLeft: 10, price: 35, currency: 'EUR' },
      visit: { key: 'cellar-tour', title: 'The cellar tour', durationMinutes: 90 },
    })
    expect(answer.json.booking).not.toHaveProperty('cancel_token_hash')
    expect(await booked(slots.main)).toBe(2)

    expect(outboxMessages().length).toBe(before + 1)
    const mail = outboxMessages()[0]
    expect(mail?.to).toContain('zoe@example.com')
    expect(mail?.subject).toMatch(/^Your visit to Maison Solaine/)
    const link = mail?.text.match(/https?:\/\/\S+\/visit-booking\/cancel\/\?token=[\w-]+/)?.[0]
    expect(link?.startsWith(`${SITE}/en-ww/visit-booking/cancel/?token=`)).toBe(true)
    const ics = mail?.attachments.find((a) => a.filename.endsWith('.ics'))
    expect(ics?.contentType).toMatch(/^text\/calendar/)
    expect(ics?.content).toContain('BEGIN:VEVENT')
    expect(ics?.content).toContain('SUMMARY:The cellar tour\\, Maison Solaine')
    const start = new Date(answer.json.booking.slot.start)
    const utc = `${start.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
    expect(ics?.content).toContain(`DTSTART:${utc}`)
    expect(ics?.content).toContain('\r\n')
  })

  it('50 concurrent requests for the last 10 places end with exactly 10 bookings', async () => {
    expect(await booked(slots.race)).toBe(30)
    const captchas = await Promise.all(Array.from({ length: 50 }, () => solvedCaptcha()))
    const answers = await Promise.all(
      captchas.map((altcha, i) =>
        post(routes.book, null, {
          raw: JSON.stringify({
            ...body({ slot: slots.race, partySize: 1, email: `race-${i}@example.com` }),
            altcha,
          }),
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(40)
    expect(await booked(slots.race)).toBe(40)
    const { totalDocs } = await h.payload.count({
      collection: 'visit-bookings',
      where: { slot: { equals: slots.race }, status: { equals: 'confirmed' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(10)
  })

  it('a slot with fewer places than asked: 409 with the next slots that have room', async () => {
    const answer = await post(routes.book, body({ slot: slots.small, partySize: 2 }))
    expect(answer.status).toBe(409)
    expect(answer.json).toMatchObject({ ok: false, error: 'full' })
    expect(answer.json.message).toMatch(/no longer has room/)
    const next = (answer.json.nextSlots as { id: number; placesLeft: number }[]).map((s) => s.id)
    expect(next).toEqual([slots.main, slots.later])
    expect(await booked(slots.small)).toBe(11)
    // One place is still there for one guest.
    expect((await post(routes.book, body({ slot: slots.small, partySize: 1 }))).status).toBe(201)
    const full = await post(routes.book, body({ slot: slots.small, partySize: 1, locale: 'fr-fr' }))
    expect(full.status).toBe(409)
    expect(full.json.message).toMatch(/n’a plus assez de places/)
  })

  it('a slot that has started: 409 closed; an unknown slot: 404', async () => {
    expect((await post(routes.book, body({ slot: slots.past }))).json).toMatchObject({
      error: 'closed',
    })
    const unknown = await post(routes.book, body({ slot: 999_999 }))
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toBe('unknownSlot')
  })

  it('field errors: 400 with translated messages per field, nothing booked', async () => {
    const before = await booked(slots.main)
    const answer = await post(
      routes.book,
      body({
        name: 'Zoë 2',
        email: 'zoe@',
        phone: '12',
        dateOfBirth: { day: 1, month: 1, year: new Date().getFullYear() - 17 },
        partySize: 0,
        consent: false,
        locale: 'fr-fr',
      }),
    )
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ ok: false, error: 'invalid' })
    expect(answer.json.message).toBe('Vérifiez les champs signalés ci-dessous.')
    expect(answer.json.fieldCodes).toEqual({
      name: 'name',
      email: 'email',
      phone: 'phone',
      dateOfBirth: 'tooYoung',
      partySize: 'partySize',
      consent: 'consent',
    })
    expect(answer.json.fields.dateOfBirth).toBe(
      'Vous devez avoir l’âge légal pour réserver une visite.',
    )
    expect(await booked(slots.main)).toBe(before)
  })

  it.each<[string, unknown, { raw?: string; captcha?: boolean }, number]>([
    ['a body that is not JSON', null, { raw: '{"slot":' }, 400],
    ['no captcha', body(), { captcha: false }, 400],
    ['a slot that is a string', body({ slot: 'one' }), {}, 400],
    ['a fractional party', body({ partySize: 1.5 }), {}, 400],
    ['a missing date of birth', { ...body(), dateOfBirth: undefined }, {}, 400],
    ['an unknown locale', body({ locale: 'xx-yy' }), {}, 400],
    ['a huge body', body({ name: 'x'.repeat(20_000) }), {}, 413],
    ['an array', [1, 2], {}, 400],
  ])(
    'bad input (%s) is a 4xx with a message, never a 500',
    async (_label, payload, options, status) => {
      const answer = await post(routes.book, payload, options)
      expect(answer.status).toBe(status)
      expect(typeof answer.json?.message).toBe('string')
    },
  )

  it('cancelling frees the places, once', async () => {
    const answer = await post(
      routes.book,
      body({ slot: slots.later, partySize: 3, email: 'cancel@example.com' }),
    )
    expect(answer.status).toBe(201)
    expect(await booked(slots.later)).toBe(3)
    const mail = outboxMessages().find((m) => m.to.includes('cancel@example.com'))
    const token = mail?.text.match(/token=([\w-]+)/)?.[1] ?? ''
    const cancel = (payload: Record<string, string>, form = false) =>
      routes.cancel(
        new Request(`${SITE}/api/visit-bookings/cancel/`, {
          method: 'POST',
          body: form ? new URLSearchParams(payload).toString() : JSON.stringify(payload),
          headers: {
            'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
            'x-ms-test-client': '198.19.0.1',
          },
        }),
      )
    const first = await cancel({ token, locale: 'en-ww' }, true)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe(
      `${SITE}/en-ww/visit-booking/cancel/?token=${token}&done=1`,
    )
    expect(await booked(slots.later)).toBe(0)
    expect(await (await cancel({ token })).json()).toMatchObject({ outcome: 'alreadyCancelled' })
    expect(await booked(slots.later)).toBe(0)
    expect(await (await cancel({ token: 'x'.repeat(43) })).json()).toMatchObject({
      outcome: 'unknown',
    })
  })

  it('a signed-in member: the booking is theirs and shows in their activities', async () => {
    const email = 'member@example.com'
    await signUp(
      h.payload,
      {
        firstName: 'Léa',
        lastName: 'Roux',
        email,
        password: 'Cognac#2026',
        dateOfBirth: { day: 1, month: 2, year: 1985 },
        country: 'FR',
        newsletter: false,
        newsletterConsentText: 'ok',
        locale: 'en-ww',
      },
      { ip: '192.0.2.77' },
    )
    for (let i = 0; i < 50 && !outboxMessages().some((m) => m.to.includes(email)); i++)
      await new Promise((r) => setTimeout(r, 100))
    const verifyToken = outboxMessages()
      .find((m) => m.to.includes(email))
      ?.text.match(/token=([a-f0-9]+)/)?.[1]
    const verified = await verifyEmail(h.payload, verifyToken ?? '')
    if (!verified.ok) throw new Error('not verified')
    const answer = await post(routes.book, body({ email, name: 'Léa Roux' }), {
      cookie: `ms_member=${verified.token}`,
    })
    expect(answer.status).toBe(201)
    const stored = await h.payload.findByID({
      collection: 'visit-bookings',
      id: answer.json.booking.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.member).toBe(verified.member.id)
    const { docs } = await h.payload.find({
      collection: 'activities',
      where: { member: { equals: verified.member.id }, type: { equals: 'visit_booked' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.label).toMatch(/^The cellar tour, /)

    // Members read no bookings over REST, not even their own.
    const mine = await rest('GET', `/api/visit-bookings/${answer.json.booking.id}`, {
      headers: { cookie: `ms_member=${verified.token}` },
    })
    expect(mine.status).toBe(403)
  })
})

describe('bookings stay out of reach of visitors', () => {
  it('anonymous REST: no list, no document, no create', async () => {
    const list = await routes.list(new Request(`${SITE}/api/visit-bookings/?limit=100`))
    expect(list.status).toBe(403)
    expect(await list.text()).not.toContain('@example.com')
    const one = await rest('GET', '/api/visit-bookings/1')
    expect(one.status).toBe(403)
    const byWhere = await rest('GET', '/api/visit-slots?where[booked][greater_than]=0')
    expect(byWhere.status).toBe(403)
    const create = await rest('POST', '/api/visit-bookings', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body()),
    })
    expect(create.status).toBeGreaterThanOrEqual(400)
    expect(create.status).toBeLessThan(500)
  })

  it('CSV export: editors only, one row per booking of the slot', async () => {
    const anonymous = await routes.export(
      new Request(`${SITE}/api/visit-bookings/export/?slot=${slots.race}`),
    )
    expect(anonymous.status).toBe(401)
    await h.payload.create({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'Editor-pass-2026!', name: 'Editor' },
      overrideAccess: true,
    })
    const { token } = await h.payload.login({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'Editor-pass-2026!' },
    })
    const csv = await routes.export(
      new Request(`${SITE}/api/visit-bookings/export/?slot=${slots.race}`, {
        headers: { authorization: `JWT ${token}` },
      }),
    )
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toMatch(/^slot_id,slot_start_utc,visit,language,booking_id,status,name,email/)
    expect(lines).toHaveLength(11)
    expect(lines.slice(1).every((l) => l.startsWith(`${slots.race},`) && l.includes('race-'))).toBe(
      true,
    )
  })
})

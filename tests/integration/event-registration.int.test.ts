import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '@/account/email/outbox'
import { signUp, verifyEmail } from '@/account/server/accounts'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'
import { rest } from './rest-client'

/**
 * Event registration (issue 13) through the real route handlers, on SQLite and PostgreSQL: the
 * API's contract (201, 400 with translated field errors, 404 unknown or past event, 409 full with
 * the places left, never a 500 for bad input), no overbooking under 30 concurrent requests, an
 * event without capacity taking any number, the confirmation email with its .ics and
 * cancellation link, cancelling, the member activity, and the registrations kept out of REST.
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
const routes = {} as Record<'register' | 'cancel' | 'list' | 'places' | 'export', Handler>
const SITE = 'http://site.test'
const ctx = { disableRevalidate: true }
let clients = 0
const events: Record<'main' | 'race' | 'open' | 'past' | 'external', number> = {
  main: 0,
  race: 0,
  open: 0,
  past: 0,
  external: 0,
}

const inDays = (days: number, hour = 18) => {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + days)
  d.setUTCHours(hour, 0, 0, 0)
  return d.toISOString()
}

async function event(
  title: string,
  days: number,
  { capacity, registered = 0, url }: { capacity?: number; registered?: number; url?: string } = {},
) {
  const start = inDays(days)
  const created = await h.payload.create({
    collection: 'events',
    locale: 'en-ww',
    data: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      available: true,
      description: `${title}: an evening of the house.`,
      category: 'tasting',
      start,
      end: new Date(Date.parse(start) + 3 * 3_600_000).toISOString(),
      time_zone: 'Europe/Paris',
      venue: 'Salon Solaine',
      address: '1 rue du Chai',
      city: 'Paris',
      country: 'FR',
      lat: 48.857,
      lng: 2.36,
      capacity,
      registration_url: url,
    },
    overrideAccess: true,
    context: ctx,
  })
  await h.payload.update({
    collection: 'events',
    id: created.id,
    locale: 'fr-fr',
    data: {
      title: `${title} (fr)`,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-fr`,
      available: true,
      description: 'Une soirée de la maison.',
    },
    overrideAccess: true,
    context: ctx,
  })
  if (registered > 0) {
    // `registered` is the API's to change: set it as the fixture's starting point directly.
    await h.payload.db.updateOne({ collection: 'events', id: created.id, data: { registered } })
  }
  return created.id
}

async function registered(id: number) {
  const e = await h.payload.findByID({ collection: 'events', id, overrideAccess: true })
  return e.registered
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    event: events.main,
    name: 'Zoë Marchand',
    email: 'zoe@example.com',
    partySize: 2,
    consent: true,
    locale: 'en-ww',
    ...overrides,
  }
}

/** A POST from a new client address each time (rate limits are not what is tested here). */
async function post(
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
      captcha && payload && typeof payload === 'object' && !Array.isArray(payload)
        ? { ...payload, altcha: await solvedCaptcha() }
        : payload,
    )
  const response = await routes.register(
    new Request(`${host}/api/event-registrations/`, {
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

function cancel(payload: Record<string, string>, form = false) {
  return routes.cancel(
    new Request(`${SITE}/api/event-registrations/cancel/`, {
      method: 'POST',
      body: form ? new URLSearchParams(payload).toString() : JSON.stringify(payload),
      headers: {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        'x-ms-test-client': '198.19.0.1',
      },
    }),
  )
}

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = 'x-ms-test-client'
  h = await startPayload()
  routes.register = (await import('@/app/api/event-registrations/route')).POST as Handler
  routes.list = (await import('@/app/api/event-registrations/route')).GET as Handler
  routes.cancel = (await import('@/app/api/event-registrations/cancel/route')).POST as Handler
  routes.places = (await import('@/app/api/event-registrations/places/route')).GET as Handler
  routes.export = (await import('@/app/api/event-registrations/export/route')).GET as Handler
  events.main = await event('Cellar Tasting', 5, { capacity: 12 })
  events.race = await event('Blending Class', 6, { capacity: 40, registered: 35 })
  events.open = await event('Summer Festival', 7)
  events.past = await event('Last Week Dinner', -7, { capacity: 12 })
  events.external = await event('Partner Fair', 8, { url: 'https://example.com/fair' })
})
afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

describe('POST /api/event-registrations/', () => {
  it('registers: 201, the places taken, an email with an .ics and a cancellation link on SITE_URL', async () => {
    const before = outboxMessages().length
    // Sent to another host: the link must still use the configured origin.
    const answer = await post(body({ email: 'Zoe@Example.com ' }), { host: 'http://evil.test' })
    expect(answer.status).toBe(201)
    expect(answer.json.registration).toMatchObject({
      status: 'confirmed',
      name: 'Zoë Marchand',
      email: 'zoe@example.com',
      partySize: 2,
      event: { id: events.main, title: 'Cellar Tasting', placesLeft: 10 },
    })
    expect(answer.json.registration).not.toHaveProperty('cancel_token_hash')
    expect(await registered(events.main)).toBe(2)

    expect(outboxMessages().length).toBe(before + 1)
    const mail = outboxMessages()[0]
    expect(mail?.to).toContain('zoe@example.com')
    expect(mail?.subject).toBe('Your registration: Cellar Tasting')
    const link = mail?.text.match(/https?:\/\/\S+\/event-registration\/cancel\/\?token=[\w-]+/)?.[0]
    expect(link?.startsWith(`${SITE}/en-ww/event-registration/cancel/?token=`)).toBe(true)
    const ics = mail?.attachments.find((a) => a.filename.endsWith('.ics'))
    expect(ics?.contentType).toMatch(/^text\/calendar/)
    expect(ics?.content).toContain('SUMMARY:Cellar Tasting')
    const utc = `${inDays(5).slice(0, 19).replace(/[-:]/g, '')}Z`
    expect(ics?.content).toContain(`DTSTART:${utc}`)
  })

  it('30 concurrent requests for the last 5 places end with exactly 5 registrations', async () => {
    expect(await registered(events.race)).toBe(35)
    const captchas = await Promise.all(Array.from({ length: 30 }, () => solvedCaptcha()))
    const answers = await Promise.all(
      captchas.map((altcha, i) =>
        post(null, {
          raw: JSON.stringify({
            ...body({ event: events.race, partySize: 1, email: `race-${i}@example.com` }),
            altcha,
          }),
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(25)
    expect(await registered(events.race)).toBe(40)
    const { totalDocs } = await h.payload.count({
      collection: 'event-registrations',
      where: { event: { equals: events.race }, status: { equals: 'confirmed' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(5)
    const full = answers.find((a) => a.status === 409)
    expect(full?.json).toMatchObject({ error: 'full', placesLeft: 0 })
    expect(full?.json.message).toBe('This event is full.')
  })

  it('fewer places than asked: 409 with the places left, translated; nothing taken', async () => {
    const id = await event('Small Dinner', 9, { capacity: 8, registered: 5 })
    const answer = await post(body({ event: id, partySize: 4, locale: 'fr-fr' }))
    expect(answer.status).toBe(409)
    expect(answer.json).toMatchObject({ ok: false, error: 'full', placesLeft: 3 })
    expect(answer.json.message).toBe('Il ne reste que 3 places.')
    expect(await registered(id)).toBe(5)
    expect((await post(body({ event: id, partySize: 3 }))).status).toBe(201)
    expect(await registered(id)).toBe(8)
  })

  it('an event without capacity takes any number', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await post(body({ event: events.open, partySize: 6 }))).status).toBe(201)
    }
    expect(await registered(events.open)).toBe(24)
    const places = await routes.places(
      new Request(`${SITE}/api/event-registrations/places/?event=${events.open}&locale=en-ww`),
    )
    expect(await places.json()).toMatchObject({ open: true, placesLeft: null })
  })

  it('404 for an unknown or past event, or one that registers elsewhere', async () => {
    for (const id of [999_999, events.past, events.external]) {
      const answer = await post(body({ event: id }))
      expect(answer.status).toBe(404)
      expect(answer.json.error).toBe('unknownEvent')
    }
    const places = await routes.places(
      new Request(`${SITE}/api/event-registrations/places/?event=${events.past}&locale=en-ww`),
    )
    expect(places.status).toBe(404)
  })

  it('field errors: 400 with translated messages per field, nothing taken', async () => {
    const before = await registered(events.main)
    const answer = await post(
      body({ name: 'Zoë 2', email: 'zoe@', partySize: 7, consent: false, locale: 'fr-fr' }),
    )
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ ok: false, error: 'invalid' })
    expect(answer.json.message).toBe('Veuillez vérifier les champs signalés ci-dessous.')
    expect(answer.json.fieldCodes).toEqual({
      name: 'name',
      email: 'email',
      partySize: 'partySize',
      consent: 'consent',
    })
    expect(answer.json.fields.consent).toBe('Veuillez cocher la case pour vous inscrire.')
    expect(await registered(events.main)).toBe(before)
  })

  it.each<[string, unknown, { raw?: string; captcha?: boolean }, number]>([
    ['a body that is not JSON', null, { raw: '{"event":' }, 400],
    ['no captcha', body(), { captcha: false }, 400],
    ['an event that is a string', body({ event: 'one' }), {}, 400],
    ['a fractional party', body({ partySize: 1.5 }), {}, 400],
    ['a missing name', { ...body(), name: undefined }, {}, 400],
    ['an unknown locale', body({ locale: 'xx-yy' }), {}, 400],
    ['a huge body', body({ name: 'x'.repeat(20_000) }), {}, 413],
    ['an array', [1, 2], {}, 400],
  ])(
    'bad input (%s) is a 4xx with a message, never a 500',
    async (_label, payload, options, status) => {
      const answer = await post(payload, options)
      expect(answer.status).toBe(status)
      expect(typeof answer.json?.message).toBe('string')
    },
  )

  it('cancelling frees the places, once', async () => {
    const before = (await registered(events.main)) ?? 0
    const answer = await post(body({ partySize: 3, email: 'cancel@example.com' }))
    expect(answer.status).toBe(201)
    expect(await registered(events.main)).toBe(before + 3)
    const mail = outboxMessages().find((m) => m.to.includes('cancel@example.com'))
    const token = mail?.text.match(/token=([\w-]+)/)?.[1] ?? ''
    const first = await cancel({ token, locale: 'en-ww' }, true)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe(
      `${SITE}/en-ww/event-registration/cancel/?token=${token}&done=1`,
    )
    expect(await registered(events.main)).toBe(before)
    expect(await (await cancel({ token })).json()).toMatchObject({ outcome: 'alreadyCancelled' })
    expect(await registered(events.main)).toBe(before)
    expect(await (await cancel({ token: 'x'.repeat(43) })).json()).toMatchObject({
      outcome: 'unknown',
    })
  })

  it('a signed-in member: the registration is theirs and shows in their activities', async () => {
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
    const answer = await post(body({ email, name: 'Léa Roux' }), {
      cookie: `ms_member=${verified.token}`,
    })
    expect(answer.status).toBe(201)
    const stored = await h.payload.findByID({
      collection: 'event-registrations',
      id: answer.json.registration.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.member).toBe(verified.member.id)
    const { docs } = await h.payload.find({
      collection: 'activities',
      where: { member: { equals: verified.member.id }, type: { equals: 'event_registered' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.label).toMatch(/^Cellar Tasting, /)

    // Members read no registrations over REST, not even their own.
    const mine = await rest('GET', `/api/event-registrations/${answer.json.registration.id}`, {
      headers: { cookie: `ms_member=${verified.token}` },
    })
    expect(mine.status).toBe(403)
    const list = await routes.list(
      new Request(`${SITE}/api/event-registrations/?limit=100`, {
        headers: { cookie: `ms_member=${verified.token}` },
      }),
    )
    expect(list.status).toBe(403)
  })
})

describe('registrations stay out of reach of visitors', () => {
  it('anonymous REST: no list, no document, no create; the count cannot be set by hand', async () => {
    const list = await routes.list(new Request(`${SITE}/api/event-registrations/?limit=100`))
    expect(list.status).toBe(403)
    expect(await list.text()).not.toContain('@example.com')
    expect((await rest('GET', '/api/event-registrations/1')).status).toBe(403)
    const create = await rest('POST', '/api/event-registrations', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body()),
    })
    expect(create.status).toBeGreaterThanOrEqual(400)
    expect(create.status).toBeLessThan(500)
  })

  it("an editor's save of the event keeps the count the API keeps", async () => {
    const editor = await h.payload.create({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'Editor-pass-2026!', name: 'Editor' },
      overrideAccess: true,
    })
    const before = await registered(events.race)
    await h.payload.update({
      collection: 'events',
      id: events.race,
      locale: 'en-ww',
      data: { registered: 0, venue: 'Salon Solaine, upstairs' },
      user: { ...editor, collection: 'users' },
      overrideAccess: false,
      context: ctx,
    })
    expect(await registered(events.race)).toBe(before)
  })

  it('CSV export: editors only, one row per registration of the event', async () => {
    const anonymous = await routes.export(
      new Request(`${SITE}/api/event-registrations/export/?event=${events.race}`),
    )
    expect(anonymous.status).toBe(401)
    const { token } = await h.payload.login({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'Editor-pass-2026!' },
    })
    const auth = { authorization: `JWT ${token}` }
    const bad = await routes.export(
      new Request(`${SITE}/api/event-registrations/export/?event=abc`, { headers: auth }),
    )
    expect(bad.status).toBe(400)
    const csv = await routes.export(
      new Request(`${SITE}/api/event-registrations/export/?event=${events.race}&status=confirmed`, {
        headers: auth,
      }),
    )
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toMatch(
      /^event_id,event_start_utc,event,city,registration_id,status,name,email/,
    )
    expect(lines).toHaveLength(6)
    expect(
      lines.slice(1).every((l) => l.startsWith(`${events.race},`) && l.includes('race-')),
    ).toBe(true)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

/**
 * The event-finder API (issue 13) through its real route handler on both databases: upcoming
 * events of the locale's market within the distance, nearest first then soonest, the category
 * and from filters, q= by city, and every bad input a translated 400 (never a 500).
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
let finder: Handler
const SITE = 'http://localhost:3000'
const DAY = 86_400_000

interface Item {
  id: number
  title: string
  category: string
  distanceKm: number
  start: string
  [key: string]: unknown
}

async function get(query: string, headers: Record<string, string> = {}) {
  const response = await finder(new Request(`${SITE}/api/event-finder/?${query}`, { headers }))
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    json: JSON.parse(text) as { items: Item[]; total: number; error?: string; message?: string },
  }
}

const titles = (items: Item[]) => items.map((i) => i.title)
const PARIS = 'lat=48.857&lng=2.352'
/** A calendar date `days` from today, as the API's `from` takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

beforeAll(async () => {
  h = await startPayload()
  finder = (await import('@/app/api/event-finder/route')).GET as Handler
  const event = async (
    title: string,
    category: 'tasting' | 'masterclass' | 'dinner' | 'cocktails' | 'festival',
    city: string,
    lat: number,
    lng: number,
    inDays: number,
    extra: {
      country?: string
      available?: boolean
      registration_url?: string
      capacity?: number
    } = {},
  ) => {
    const start = new Date(Date.now() + inDays * DAY)
    await h.payload.create({
      collection: 'events',
      locale: 'fr-fr',
      data: {
        title,
        slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        available: extra.available ?? true,
        description: `${title} : une soirée de la maison.`,
        category,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        time_zone: extra.country === 'GB' ? 'Europe/London' : 'Europe/Paris',
        venue: `Salon ${title}`,
        address: `1 rue ${title}`,
        city,
        country: extra.country ?? 'FR',
        lat,
        lng,
        registration_url: extra.registration_url,
        capacity: extra.capacity,
      },
    })
  }
  // Distances from the Paris point: Marais 0.59 km, Versailles 17.9, Reims 130, Lyon 392,
  // London 344 (another market).
  await event('Marais Tasting', 'tasting', 'Paris', 48.857, 2.36, 20, { capacity: 40 })
  await event('Marais Dinner', 'dinner', 'Paris', 48.857, 2.36, 5)
  await event('Versailles Masterclass', 'masterclass', 'Versailles', 48.8049, 2.1204, 10, {
    registration_url: 'https://tickets.example.org/versailles',
  })
  await event('Reims Festival', 'festival', 'Reims', 49.2583, 4.0317, 3)
  await event('Lyon Cocktails', 'cocktails', 'Lyon', 45.764, 4.8357, 30)
  await event('London Tasting', 'tasting', 'London', 51.5074, -0.1278, 7, { country: 'GB' })
  await event('Past Tasting', 'tasting', 'Paris', 48.857, 2.352, -3)
  await event('Hidden Tasting', 'tasting', 'Paris', 48.857, 2.352, 4, { available: false })
})
afterAll(async () => {
  await h?.close()
})

describe('upcoming events near a point (issue 13 contract)', () => {
  it('answers the upcoming events within 100 km by default, nearest then soonest, cacheable', async () => {
    const a = await get(`locale=fr-fr&${PARIS}`)
    expect(a.status).toBe(200)
    expect(a.headers.get('cache-control')).toBe('public, max-age=60')
    // The two Marais events share a place: the sooner first.
    expect(titles(a.json.items)).toEqual([
      'Marais Dinner',
      'Marais Tasting',
      'Versailles Masterclass',
    ])
    expect(a.json.total).toBe(3)
    expect(a.json.items[0]?.distanceKm).toBeCloseTo(0.59, 1)
    expect(a.json.items[2]?.distanceKm).toBeCloseTo(17.92, 1)
    const keys = Object.keys(a.json.items[0] ?? {})
    for (const key of [
      'id',
      'title',
      'description',
      'category',
      'start',
      'end',
      'venue',
      'city',
      'country',
      'lat',
      'lng',
      'distanceKm',
      'registrationUrl',
      'capacity',
    ]) {
      expect(keys).toContain(key)
    }
    expect(a.json.items[1]).toMatchObject({
      title: 'Marais Tasting',
      description: 'Marais Tasting : une soirée de la maison.',
      category: 'tasting',
      venue: 'Salon Marais Tasting',
      city: 'Paris',
      country: 'FR',
      lat: 48.857,
      lng: 2.36,
      registrationUrl: null,
      capacity: 40,
      url: '/fr-fr/event-finder/marais-tasting/',
    })
    expect(a.json.items[2]).toMatchObject({
      registrationUrl: 'https://tickets.example.org/versailles',
      capacity: null,
    })
  })

  it.each([
    ['distance=10', ['Marais Dinner', 'Marais Tasting'], 2],
    [
      'distance=200',
      ['Marais Dinner', 'Marais Tasting', 'Versailles Masterclass', 'Reims Festival'],
      4,
    ],
    [
      'distance=500',
      [
        'Marais Dinner',
        'Marais Tasting',
        'Versailles Masterclass',
        'Reims Festival',
        'Lyon Cocktails',
      ],
      5,
    ],
    ['distance=500&category=tasting', ['Marais Tasting'], 1],
    ['distance=500&category=festival', ['Reims Festival'], 1],
    ['distance=500&category=cocktails', ['Lyon Cocktails'], 1],
    [
      `distance=500&from=${dayFromNow(8)}`,
      ['Marais Tasting', 'Versailles Masterclass', 'Lyon Cocktails'],
      3,
    ],
    [`distance=500&from=${dayFromNow(400)}`, [], 0],
    ['distance=&category=&from=', ['Marais Dinner', 'Marais Tasting', 'Versailles Masterclass'], 3],
  ])('%s', async (extra, expected, total) => {
    const a = await get(`locale=fr-fr&${PARIS}&${extra}`)
    expect(a.status).toBe(200)
    expect(titles(a.json.items)).toEqual(expected)
    expect(a.json.total).toBe(total)
  })

  it('never lists a past or unavailable event, even from a date before it', async () => {
    const a = await get(`locale=fr-fr&${PARIS}&distance=1&from=${dayFromNow(-10)}`)
    expect(titles(a.json.items)).toEqual(['Past Tasting', 'Marais Dinner', 'Marais Tasting'])
    const now = await get(`locale=fr-fr&${PARIS}&distance=20000`)
    expect(titles(now.json.items)).not.toContain('Past Tasting')
    expect(titles(now.json.items)).not.toContain('Hidden Tasting')
  })

  it('keeps to the locale’s market; other locales lack the French text', async () => {
    const fr = await get(`locale=fr-fr&${PARIS}&distance=400`)
    expect(titles(fr.json.items)).not.toContain('London Tasting')
    // The events were written and switched on in fr-fr only.
    const uk = await get(`locale=en-uk&${PARIS}&distance=400`)
    expect(uk.json).toEqual({ items: [], total: 0 })
  })

  it('finds a city (q=) instead of a point, and answers an unknown one with nothing', async () => {
    const lyon = await get('locale=fr-fr&q=Lyon&distance=5')
    expect(titles(lyon.json.items)).toEqual(['Lyon Cocktails'])
    const unknown = await get('locale=fr-fr&q=Atlantis')
    expect(unknown.status).toBe(200)
    expect(unknown.json).toEqual({ items: [], total: 0 })
  })
})

describe('bad input is a translated 400, never a 500', () => {
  it.each([
    ['lat=91&lng=2', 'invalidLat', 'storeLocator'],
    ['lat=abc&lng=2', 'invalidLat', 'storeLocator'],
    ['lat=Infinity&lng=2', 'invalidLat', 'storeLocator'],
    ['lng=2', 'invalidLat', 'storeLocator'],
    ['lat=48&lng=181', 'invalidLng', 'storeLocator'],
    ['lat=48&lng=1e2', 'invalidLng', 'storeLocator'],
    ['lat=48', 'invalidLng', 'storeLocator'],
    [`${PARIS}&distance=0`, 'invalidDistance', 'eventFinder'],
    [`${PARIS}&distance=-5`, 'invalidDistance', 'eventFinder'],
    [`${PARIS}&distance=20001`, 'invalidDistance', 'eventFinder'],
    [`${PARIS}&distance=far`, 'invalidDistance', 'eventFinder'],
    [`${PARIS}&from=2026-02-30`, 'invalidFrom', 'eventFinder'],
    [`${PARIS}&from=tomorrow`, 'invalidFrom', 'eventFinder'],
    [`${PARIS}&from=2026-12-01T10:00:00Z`, 'invalidFrom', 'eventFinder'],
    [`${PARIS}&category=party`, 'unknownCategory', 'eventFinder'],
    [`${PARIS}&category=Tasting`, 'unknownCategory', 'eventFinder'],
    ['', 'missingLocation', 'eventFinder'],
    [`${PARIS}&q=Paris`, 'ambiguousLocation', 'storeLocator'],
    [`q=${'x'.repeat(101)}`, 'invalidPlace', 'storeLocator'],
  ])('%s → %s', async (query, error, prefix) => {
    const a = await get(`locale=fr-fr&${query}`)
    expect(a.status).toBe(400)
    expect(a.json.error).toBe(error)
    const { translator } = await import('@/i18n/strings')
    expect(a.json.message).toBe(
      translator('fr-fr')(
        `${prefix}.error.${error}` as Parameters<ReturnType<typeof translator>>[0],
      ),
    )
    expect(a.json.message).not.toMatch(/(eventFinder|storeLocator)\./)
    expect(a.headers.get('cache-control')).toBe('no-store')
  })

  it.each([
    ['', 'en-ww'],
    ['locale=xx-yy&', 'en-ww'],
    ['locale=FR-FR&', 'en-ww'],
  ])('an unknown locale (%s) is refused in the page’s language', async (locale) => {
    const english = await get(`${locale}${PARIS}`)
    expect(english.status).toBe(400)
    expect(english.json).toMatchObject({
      error: 'unknownLocale',
      message: 'Choose one of the site’s countries and languages.',
    })
    const russian = await get(`${locale}${PARIS}`, { referer: `${SITE}/ru-ru/event-finder/` })
    expect(russian.json.message).not.toBe(english.json.message)
  })
})

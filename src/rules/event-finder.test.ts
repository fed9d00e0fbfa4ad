import { describe, expect, it } from 'vitest'
import {
  EVENT_CATEGORIES,
  EVENT_FINDER_DEFAULT_DISTANCE_KM,
  type EventLike,
  eventFinderQuery,
  findEvents,
  formatEventWhen,
  isDistanceKm,
  isEventCategory,
  parseFromDate,
  zonedIso,
  zonedTimeToUtc,
} from './event-finder'
import { haversineKm } from './geo'
import { formatDistance } from './store-locator'

/** Intl separates some parts with (narrow) no-break spaces and thin spaces: compare plainly. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ')

const PARIS = { lat: 48.8566, lng: 2.3522 }
const NOW = Date.parse('2026-11-25T12:00:00Z')

function event(
  id: number,
  lat: number,
  lng: number,
  start: string,
  category = 'tasting',
  hours = 3,
): EventLike {
  const end = new Date(Date.parse(start) + hours * 3_600_000).toISOString()
  return { id, lat, lng, start, end, category }
}

// Versailles ≈ 17 km, Reims ≈ 130 km, Orléans ≈ 111 km, Lyon ≈ 392 km from Paris.
const EVENTS = [
  event(1, 49.2583, 4.0317, '2026-12-01T18:00:00Z'), // Reims
  event(2, 48.8049, 2.1204, '2027-01-10T18:00:00Z', 'dinner'), // Versailles, later
  event(3, 48.8049, 2.1204, '2026-12-10T18:00:00Z', 'masterclass'), // Versailles, sooner
  event(4, 48.8566, 2.3522, '2026-11-20T18:00:00Z'), // Paris, over
  event(5, 47.9029, 1.9093, '2026-12-05T18:00:00Z', 'festival'), // Orléans
  event(6, 45.764, 4.8357, '2026-12-02T18:00:00Z'), // Lyon
  event(7, 48.8566, 2.3522, '2026-11-25T10:00:00Z', 'festival', 8), // Paris, under way at NOW
]

describe('findEvents (issue 13: upcoming, within distance, nearest then soonest)', () => {
  const ids = (search: Partial<Parameters<typeof findEvents>[1]>) =>
    findEvents(EVENTS, {
      point: PARIS,
      distanceKm: EVENT_FINDER_DEFAULT_DISTANCE_KM,
      from: NOW,
      ...search,
    }).map((e) => e.id)

  it.each([
    // what, search, ids in order
    ['default 100 km around Paris', {}, [7, 3, 2]],
    ['150 km: Orléans, then Reims', { distanceKm: 150 }, [7, 3, 2, 5, 1]],
    ['500 km: Lyon last', { distanceKm: 500 }, [7, 3, 2, 5, 1, 6]],
    ['only dinners', { distanceKm: 500, category: 'dinner' as const }, [2]],
    ['only festivals', { distanceKm: 500, category: 'festival' as const }, [7, 5]],
    [
      'from 2026-12-06: the sooner ones drop out',
      { distanceKm: 500, from: Date.parse('2026-12-06') },
      [3, 2],
    ],
    ['1 km: nothing but the event in Paris', { distanceKm: 1 }, [7]],
    ['from after everything', { from: Date.parse('2028-01-01') }, []],
  ])('%s', (_what, search, expected) => {
    expect(ids(search)).toEqual(expected)
  })

  it('never lists an event that is over', () => {
    expect(ids({ distanceKm: 20_000 })).not.toContain(4)
  })

  it('gives each event its distance, rounded to 10 m, the same as the store locator', () => {
    const [versailles] = findEvents([EVENTS[1] as EventLike], {
      point: PARIS,
      distanceKm: 100,
      from: NOW,
    })
    expect(versailles?.distanceKm).toBe(
      Math.round(haversineKm(PARIS, EVENTS[1] as EventLike) * 100) / 100,
    )
    expect(plain(formatDistance(versailles?.distanceKm ?? 0, 'fr-fr'))).toBe('18 km')
    expect(plain(formatDistance(versailles?.distanceKm ?? 0, 'en-us'))).toBe('11 mi')
  })
})

describe('input rules', () => {
  it.each([
    ['2026-12-01', Date.UTC(2026, 11, 1)],
    ['2027-02-28', Date.UTC(2027, 1, 28)],
    ['2028-02-29', Date.UTC(2028, 1, 29)],
    ['2027-02-29', null],
    ['2026-13-01', null],
    ['2026-12-1', null],
    ['1999-12-31', null],
    ['2026-12-01T00:00:00Z', null],
    ['tomorrow', null],
    ['', null],
  ])('from=%s → %s', (text, ms) => {
    expect(parseFromDate(text)).toBe(ms)
  })

  it.each([
    [100, true],
    [0.5, true],
    [20_000, true],
    [0, false],
    [-5, false],
    [20_001, false],
    [Number.NaN, false],
  ])('distance %d km valid: %s', (km, ok) => {
    expect(isDistanceKm(km)).toBe(ok)
  })

  it('knows its five categories and nothing else', () => {
    expect(EVENT_CATEGORIES).toEqual(['tasting', 'masterclass', 'dinner', 'cocktails', 'festival'])
    for (const c of EVENT_CATEGORIES) expect(isEventCategory(c)).toBe(true)
    for (const c of ['', 'Tasting', 'party', 'visit', null]) expect(isEventCategory(c)).toBe(false)
  })

  it('builds the API query the page sends', () => {
    expect(
      eventFinderQuery({ locale: 'fr-fr', point: PARIS, category: 'dinner', from: '2026-12-01' }),
    ).toBe('locale=fr-fr&lat=48.85660&lng=2.35220&distance=100&from=2026-12-01&category=dinner')
    expect(eventFinderQuery({ locale: 'en-us', point: PARIS, distanceKm: 250 })).toBe(
      'locale=en-us&lat=48.85660&lng=2.35220&distance=250',
    )
  })
})

describe('dates and times in the venue’s time zone', () => {
  it.each([
    // local date, time, zone, UTC
    ['2026-12-03', '19:00', 'Europe/Paris', '2026-12-03T18:00:00.000Z'],
    ['2027-04-17', '10:00', 'Europe/Paris', '2027-04-17T08:00:00.000Z'],
    ['2026-12-10', '19:00', 'America/New_York', '2026-12-11T00:00:00.000Z'],
    ['2027-05-06', '19:00', 'America/New_York', '2027-05-06T23:00:00.000Z'],
    ['2027-01-23', '19:00', 'Asia/Taipei', '2027-01-23T11:00:00.000Z'],
    ['2027-03-28', '02:30', 'Europe/Paris', '2027-03-28T01:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, utc) => {
    expect(new Date(zonedTimeToUtc(date, time, zone)).toISOString()).toBe(utc)
  })

  it.each([
    ['2026-12-03T18:00:00.000Z', 'Europe/Paris', '2026-12-03T19:00:00+01:00'],
    ['2026-12-11T00:00:00.000Z', 'America/New_York', '2026-12-10T19:00:00-05:00'],
    ['2027-01-23T11:00:00.000Z', 'Asia/Taipei', '2027-01-23T19:00:00+08:00'],
  ])('%s in %s → %s (JSON-LD)', (iso, zone, zoned) => {
    expect(zonedIso(iso, zone)).toBe(zoned)
  })

  const paris = { start: '2026-12-03T18:00:00.000Z', end: '2026-12-03T21:00:00.000Z' }
  const newYork = { start: '2026-12-11T00:00:00.000Z', end: '2026-12-11T03:00:00.000Z' }
  it.each([
    // SPEC §9: DD.MM.YYYY, MM.DD.YYYY in en-us; the hours as the locale writes them.
    [paris, 'fr-fr', 'Europe/Paris', 'jeu. 03.12.2026, 19:00 – 22:00'],
    [paris, 'en-ww', 'Europe/Paris', 'Thu 03.12.2026, 7:00 – 10:00 PM'],
    [paris, 'ru-ru', 'Europe/Paris', 'чт 03.12.2026, 19:00–22:00'],
    [newYork, 'en-us', 'America/New_York', 'Thu 12.10.2026, 7:00 – 10:00 PM'],
  ])('%o in %s (%s) → %s', (when, locale, zone, shown) => {
    expect(plain(formatEventWhen(when, locale, zone))).toBe(shown)
  })

  it('writes both days of an event that runs past midnight into the next day', () => {
    const late = { start: '2026-12-03T21:00:00.000Z', end: '2026-12-04T01:00:00.000Z' }
    expect(plain(formatEventWhen(late, 'fr-fr', 'Europe/Paris'))).toBe(
      'jeu. 03.12.2026, 22:00 – ven. 04.12.2026, 02:00',
    )
  })

  it('writes a date in every locale', () => {
    for (const locale of ['zh-tw', 'zh-hk', 'vi-vn', 'pl-pl', 'es-mx', 'en-uk']) {
      expect(formatEventWhen(paris, locale, 'Asia/Taipei')).toMatch(/04\.12\.2026/)
    }
  })
})

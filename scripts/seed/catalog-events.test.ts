import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { EVENT_CATEGORIES, isTimeZone } from '../../src/rules/event-finder'
import { buildEvents } from './catalog-events'
import { EVENT_KINDS } from './data/events'

describe('demo events (issue 13: ≥ 60 across the markets, upcoming from the seed date)', () => {
  const day = '2027-03-01'
  const events = buildEvents(day)

  it('has at least 60 events, several in every market country', () => {
    expect(events.length).toBeGreaterThanOrEqual(60)
    for (const { country } of LOCALES) {
      if (!country) continue
      expect(events.filter((e) => e.country === country).length, country).toBeGreaterThanOrEqual(2)
    }
  })

  it('dates them all after the seed day, within about six months, whatever the day', () => {
    for (const seedDay of [day, '2026-11-25', '2030-06-15']) {
      const from = Date.parse(seedDay)
      for (const e of buildEvents(seedDay)) {
        expect(Date.parse(e.start)).toBeGreaterThan(from)
        expect(Date.parse(e.start)).toBeLessThan(from + 200 * 86_400_000)
        expect(Date.parse(e.end)).toBeGreaterThan(Date.parse(e.start))
      }
    }
  })

  it('is the same for the same day (deterministic), with unique ASCII slugs', () => {
    expect(buildEvents(day)).toEqual(events)
    const slugs = events.map((e) => e.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('uses every category, a real time zone and real coordinates', () => {
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(EVENT_CATEGORIES))
    for (const e of events) {
      expect(isTimeZone(e.time_zone), e.slug).toBe(true)
      expect(Math.abs(e.lat)).toBeLessThanOrEqual(90)
      expect(e.address.length).toBeGreaterThan(3)
    }
  })

  it('has a title and a description in every language for every kind', () => {
    for (const kind of Object.values(EVENT_KINDS)) {
      for (const text of Object.values(kind.text)) {
        expect(text.title.length).toBeGreaterThan(5)
        expect(text.description.length).toBeGreaterThan(40)
      }
      expect(Object.keys(kind.text).sort()).toEqual(['en', 'es', 'fr', 'pl', 'ru', 'vi', 'zh'])
    }
  })

  it('shows an evening at its local hour: 19:00 in Paris is 18:00 UTC in winter', () => {
    const paris = buildEvents('2026-11-25').find((e) => e.slug === 'tasting-xo-paris')
    expect(paris?.start).toBe('2026-12-03T18:00:00.000Z')
  })
})

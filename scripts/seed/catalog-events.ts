import type { Language } from '../../src/i18n/locales'
import type { EventCategory } from '../../src/rules/event-finder'
import { zonedTimeToUtc } from '../../src/rules/event-finder'
import { address, findCity, jitter, pick, prng } from './catalog-places'
import {
  EVENT_KINDS,
  EVENTS,
  type EventImage,
  type EventKind,
  type KindText,
  ROWS_WRITTEN_ON,
  TIME_ZONES,
} from './data/events'

/**
 * Demo events of the event finder (issue 13): 68 events over the six months after the seed date,
 * in cities of every market's country. Nine kinds of event, each written once per language; each
 * event is one kind at one venue on one date, at the venue's local time (stored in UTC, shown in
 * its time zone). No external registration link: the demo's events have none.
 */

export function timeZoneOf(country: string, city: string): string {
  const zone = TIME_ZONES[`${country}/${city}`] ?? TIME_ZONES[country]
  if (!zone) throw new Error(`seed: no time zone for ${country}/${city}`)
  return zone
}

export interface EventSeed {
  slug: string
  kind: EventKind
  category: EventCategory
  capacity: number | null
  image: EventImage
  text: Record<Language, KindText>
  start: string
  end: string
  time_zone: string
  venue: string
  address: string
  city: string
  country: string
  lat: number
  lng: number
}

const DAY_MS = 86_400_000

/** The seed's day: SEED_DATE (YYYY-MM-DD) when set, else today in UTC. */
export function seedDay(env: string | undefined = process.env.SEED_DATE): string {
  if (env && /^\d{4}-\d\d-\d\d$/.test(env)) return env
  return new Date().toISOString().slice(0, 10)
}

/** Every demo event, dated from `day` (YYYY-MM-DD): the same day gives the same events. */
export function buildEvents(day: string = seedDay()): EventSeed[] {
  const shiftDays = Math.round((Date.parse(day) - Date.parse(ROWS_WRITTEN_ON)) / DAY_MS)
  const slugs = new Set<string>()
  return EVENTS.map(([kindKey, countryCode, cityKey, venue, date, time, minutes]) => {
    const { country, city } = findCity(countryCode, cityKey)
    const slug = `${kindKey}-${cityKey}`
    if (slugs.has(slug)) throw new Error(`seed: two events would share the slug ${slug}`)
    slugs.add(slug)
    const localDay = new Date(Date.parse(date) + shiftDays * DAY_MS).toISOString().slice(0, 10)
    const time_zone = timeZoneOf(countryCode, cityKey)
    const startMs = zonedTimeToUtc(localDay, time, time_zone)
    const kind = EVENT_KINDS[kindKey]
    const rand = prng(`event-${slug}`)
    const streets = city.streets ?? country.streets
    return {
      slug,
      kind: kindKey,
      category: kind.category,
      capacity: kind.capacity,
      image: kind.image,
      text: kind.text,
      start: new Date(startMs).toISOString(),
      end: new Date(startMs + minutes * 60_000).toISOString(),
      time_zone,
      venue,
      address: address(country, city, 1 + Math.floor(rand() * 120), pick(streets, rand)),
      city: city.city,
      country: country.code,
      ...jitter({ ...city, spread: Math.min(city.spread, 0.008) }, rand),
    }
  })
}

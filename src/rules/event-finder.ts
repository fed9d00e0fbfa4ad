import { getLocale, isLocale } from '@/i18n/locales'
import { formatDate } from './format'
import { haversineKm, type Point, roundKm } from './geo'

/**
 * The event finder's pure rules (issue 13): which events a search shows (upcoming from a date,
 * within a distance, of a category), in what order (nearest first, then soonest), and how an
 * event's date and time are written. No I/O: the API, the server template and the browser
 * island share them. Units and distances are the store locator's (./store-locator, ./geo).
 */

/** What an event is, for the finder's filter (docs/decisions.md: one word per kind of evening). */
export const EVENT_CATEGORIES = [
  'tasting',
  'masterclass',
  'dinner',
  'cocktails',
  'festival',
] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]

export function isEventCategory(value: unknown): value is EventCategory {
  return typeof value === 'string' && (EVENT_CATEGORIES as readonly string[]).includes(value)
}

/**
 * SPEC §7 names `distance` without a default: 100 km, a reasonable evening's drive (the store
 * locator's 50 km would miss most events: there are a few per market, not thousands).
 */
export const EVENT_FINDER_DEFAULT_DISTANCE_KM = 100
/** Half the Earth's circumference: every event of the market (the page's market-wide list). */
export const EVENT_FINDER_MAX_DISTANCE_KM = 20_000
/** Most events one answer carries (a market has a few dozen at most). */
export const EVENT_FINDER_LIMIT = 100
/** The distances the page offers, in km (the first visit lists the whole market). */
export const EVENT_FINDER_DISTANCES = [25, 50, 100, 250, 500, 1000] as const

export const isDistanceKm = (value: number): boolean =>
  Number.isFinite(value) && value > 0 && value <= EVENT_FINDER_MAX_DISTANCE_KM

/**
 * `from` as the API takes it: a calendar date `YYYY-MM-DD` (a real one, years 2000–2199),
 * meaning midnight UTC that day, as epoch milliseconds; anything else is null.
 */
export function parseFromDate(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null
  const match = /^(2[01]\d\d)-(\d\d)-(\d\d)$/.exec(text)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(y, m - 1, d)
  const back = new Date(ms)
  return back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? ms : null
}

/** What the rules need of an event. */
export interface EventLike extends Point {
  id: number
  category: string
  /** ISO date-times (UTC). */
  start: string
  end: string
}

export interface EventSearch {
  point: Point
  distanceKm: number
  /** Epoch ms: events not over by then are upcoming (default: now). */
  from: number
  category?: EventCategory
}

/**
 * An event counts as upcoming while it is not over: one that ends at or after `from` (a
 * festival running today, an evening already begun, are still worth showing).
 */
export function isUpcoming(event: Pick<EventLike, 'end'>, from: number): boolean {
  const end = Date.parse(event.end)
  return Number.isFinite(end) && end >= from
}

/**
 * The events of a search: upcoming, within the distance, of the category when one is asked,
 * nearest first (to 10 m, the precision shown), then soonest, then by id (a stable order).
 */
export function findEvents<T extends EventLike>(
  events: readonly T[],
  search: EventSearch,
): (T & { distanceKm: number })[] {
  const found: (T & { distanceKm: number })[] = []
  for (const event of events) {
    if (search.category && event.category !== search.category) continue
    if (!isUpcoming(event, search.from)) continue
    const distanceKm = roundKm(haversineKm(search.point, event))
    if (distanceKm > search.distanceKm) continue
    found.push({ ...event, distanceKm })
  }
  return found.sort(
    (a, b) =>
      a.distanceKm - b.distanceKm || Date.parse(a.start) - Date.parse(b.start) || a.id - b.id,
  )
}

export interface EventFinderRequest {
  locale: string
  point: Point
  distanceKm?: number
  category?: string
  /** YYYY-MM-DD. */
  from?: string
}

/** The event-finder API's query string for a request (GET /api/event-finder/?…). */
export function eventFinderQuery(request: EventFinderRequest): string {
  const params = new URLSearchParams({
    locale: request.locale,
    lat: request.point.lat.toFixed(5),
    lng: request.point.lng.toFixed(5),
    distance: String(request.distanceKm ?? EVENT_FINDER_DEFAULT_DISTANCE_KM),
  })
  if (request.from) params.set('from', request.from)
  if (request.category) params.set('category', request.category)
  return params.toString()
}

function lang(locale: string): string {
  return isLocale(locale) ? getLocale(locale).htmlLang : 'en'
}

/** The calendar date of an instant in a time zone, as an ISO date (the SPEC §9 format's input). */
function zonedDate(ms: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms)
}

/**
 * When an event takes place, in the venue's time zone, as the locale writes it: the weekday,
 * the date in SPEC §9's format (DD.MM.YYYY; MM.DD.YYYY in en-us) and the hours ("jeu. 03.12.2026,
 * 19:00–22:00", "Thu 12.10.2026, 7:00 – 10:00 PM"). An event over several days gives both dates.
 */
export function formatEventWhen(
  event: { start: string; end: string },
  locale: string,
  timeZone: string,
): string {
  const start = Date.parse(event.start)
  const end = Date.parse(event.end)
  if (!Number.isFinite(start) || !Number.isFinite(end)) return ''
  const language = lang(locale)
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone })
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone })
  const startDay = zonedDate(start, timeZone)
  const endDay = zonedDate(end, timeZone)
  const first = `${weekday.format(start)} ${formatDate(startDay, locale)}`
  if (startDay === endDay) return `${first}, ${time.formatRange(start, end)}`
  const last = `${weekday.format(end)} ${formatDate(endDay, locale)}`
  return `${first}, ${time.format(start)} – ${last}, ${time.format(end)}`
}

/** The event's start in the venue's time zone, as an ISO date-time with its offset (JSON-LD). */
export function zonedIso(iso: string, timeZone: string): string {
  const ms = Date.parse(iso)
  if (!Number.isFinite(ms)) return iso
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  const offsetMin = Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000)
  const sign = offsetMin < 0 ? '-' : '+'
  const abs = Math.abs(offsetMin)
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`
}

/** A valid IANA time zone name for Intl (the collection checks editors' input with it). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** The offset of a time zone from UTC at an instant, in minutes (Paris in July: 120). */
function offsetMinutes(ms: number, timeZone: string): number {
  const zoned = zonedIso(new Date(ms).toISOString(), timeZone)
  const match = /([+-])(\d\d):(\d\d)$/.exec(zoned)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/**
 * The UTC instant (epoch ms) of a wall-clock time in a time zone: `2027-04-01`, `19:00`,
 * `Europe/Paris` → 17:00 UTC (summer time). Times skipped by a clock change move forward.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  const [hh = 0, mm = 0] = time.split(':').map(Number)
  const asUtc = Date.UTC(y, m - 1, d, hh, mm)
  // Two passes settle the offset around a clock change.
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000
  return asUtc - offsetMinutes(first, timeZone) * 60_000
}

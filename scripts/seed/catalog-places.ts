import type { Language } from '../../src/i18n/locales'
import {
  type City,
  COUNTRIES,
  type Country,
  DAY_WORDS,
  OUTLET_NAMES,
  type OutletKind,
} from './data/places'

/**
 * The pure, deterministic generation of demo outlets around the real cities of the locales'
 * countries (data/places.ts; the outlets' words are in data/<language>/places.ts). No Math.random:
 * every value comes from a PRNG seeded by the outlet's country and index, so a second seed
 * computes the same outlets.
 *
 * Outlet names, street numbers and phone numbers are invented; where a country reserves numbers
 * for fiction they are used (North America 555-01xx, UK Ofcom drama ranges, ARCEP ranges in France).
 */

/** A city by country and key; throws on a typo in the seed data. */
export function findCity(countryCode: string, key: string): { country: Country; city: City } {
  const country = COUNTRIES.find((c) => c.code === countryCode)
  const city = country?.cities.find((c) => c.key === key)
  if (!country || !city) throw new Error(`seed: unknown city ${countryCode}/${key}`)
  return { country, city }
}

// ---- Deterministic randomness ------------------------------------------------------------

/** FNV-1a hash of a string, as a PRNG seed. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function prng(seed: string): () => number {
  let state = hash(seed)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pick<T>(items: readonly T[], rand: () => number): T {
  const item = items[Math.floor(rand() * items.length)]
  if (item === undefined) throw new Error('seed: pick from an empty list')
  return item
}

export const digits = (pattern: string, rand: () => number) =>
  pattern.replace(/#/g, () => String(Math.floor(rand() * 10)))

/** A point near the city's centre, rounded to 5 decimals (about a metre). */
export function jitter(city: City, rand: () => number): { lat: number; lng: number } {
  const dLat = (rand() * 2 - 1) * city.spread
  // A degree of longitude shrinks with the latitude: keep the box square on the ground.
  const dLng = ((rand() * 2 - 1) * city.spread) / Math.cos((city.lat * Math.PI) / 180)
  return {
    lat: Math.round((city.lat + dLat) * 1e5) / 1e5,
    lng: Math.round((city.lng + dLng) * 1e5) / 1e5,
  }
}

// ---- Addresses and opening hours ---------------------------------------------------------

export function address(country: Country, city: City, number: number, street: string): string {
  const lang = city.lang ?? country.lang
  switch (country.code) {
    case 'PL':
    case 'MX':
      return `${street} ${number}`
    case 'RU':
      return `${street}, д. ${number}`
    case 'TW':
      return `${street}${number}號`
    case 'CA':
      // Québec writes a comma after the number.
      return lang === 'fr' ? `${number}, ${street}` : `${number} ${street}`
    case 'HK':
      return `G/F, ${number} ${street}`
    case 'SG':
      return `${number} ${street}, ${city.area ?? ''}`.replace(/, $/, '')
    default:
      return `${number} ${street}`
  }
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function clockTime(minutes: number, lang: Language, clock: Country['clock']): string {
  const h = Math.floor(minutes / 60) % 24
  const m = minutes % 60
  const mm = String(m).padStart(2, '0')
  // French (France and Québec) writes "18 h 30"; North American English "6:30 p.m.".
  if (lang === 'fr') return m === 0 ? `${h} h` : `${h} h ${mm}`
  if (clock === '24h') return `${String(h).padStart(2, '0')}:${mm}`
  const suffix = h < 12 ? 'a.m.' : 'p.m.'
  const h12 = h % 12 === 0 ? 12 : h % 12
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${mm} ${suffix}`
}

/** Day ranges (0 = Monday) and opening spans in minutes after midnight (past 24:00 = next day). */
export type Schedule = { from: number; to: number; spans: [number, number][] }[]

export function schedule(kind: OutletKind, rand: () => number): Schedule {
  switch (kind) {
    case 'wine-merchant': {
      const open = pick([540, 570, 600], rand)
      const close = pick([1140, 1170, 1200], rand)
      return [
        { from: 0, to: 5, spans: [[open, close]] },
        { from: 6, to: 6, spans: [] },
      ]
    }
    case 'bar':
      return [
        { from: 1, to: 3, spans: [[1080, 1500]] },
        { from: 4, to: 5, spans: [[1080, 1560]] },
        { from: 6, to: 0, spans: [] },
      ]
    case 'restaurant':
      return [
        {
          from: 0,
          to: 4,
          spans: [
            [720, 870],
            [1140, 1350],
          ],
        },
        { from: 5, to: 6, spans: [[1140, 1380]] },
      ]
  }
}

export function openingHours(schedule: Schedule, lang: Language, clock: Country['clock']) {
  const words = DAY_WORDS[lang]
  return schedule.map(({ from, to, spans }) => {
    const a = words.days[from] ?? ''
    const b = words.days[to] ?? ''
    const days = capitalize(from === to ? a : words.range(a, b))
    const hours =
      spans.length === 0
        ? words.closed
        : spans
            .map(([o, c]) => `${clockTime(o, lang, clock)}–${clockTime(c, lang, clock)}`)
            .join(', ')
    return { days, hours }
  })
}

// ---- Outlets -----------------------------------------------------------------------------

export interface OutletSeed {
  title: string
  kind: OutletKind
  address: string
  postcode: string
  city: string
  country: string
  lat: number
  lng: number
  phone: string
  opening_hours: { days: string; hours: string }[]
  /** Indexes into the list of store-locator products given to buildOutlets. */
  productIndexes: number[]
}

const KIND_CYCLE: readonly OutletKind[] = [
  'wine-merchant',
  'bar',
  'wine-merchant',
  'restaurant',
  'bar',
]

/**
 * Every demo outlet, in a stable order. Cities take turns within a country; an outlet's name is
 * unique in its city (the seed finds an outlet again by name and city).
 */
export function buildOutlets(productCount: number): OutletSeed[] {
  const outlets: OutletSeed[] = []
  for (const country of COUNTRIES) {
    const taken = new Set<string>()
    for (let i = 0; i < country.outlets; i++) {
      const rand = prng(`${country.code}-${i}`)
      const city = country.cities[i % country.cities.length]
      if (!city) throw new Error(`seed: ${country.code} has no cities`)
      const lang = city.lang ?? country.lang
      const kind = KIND_CYCLE[i % KIND_CYCLE.length] ?? 'wine-merchant'
      const pool = OUTLET_NAMES[lang][kind]
      const start = Math.floor(rand() * pool.length)
      let title: string | undefined
      for (let k = 0; k < pool.length && title === undefined; k++) {
        const candidate = pool[(start + k) % pool.length]
        if (candidate && !taken.has(`${candidate}|${city.city}`)) title = candidate
      }
      if (title === undefined) throw new Error(`seed: no ${kind} name left in ${city.city}`)
      taken.add(`${title}|${city.city}`)

      const street = pick(city.streets ?? country.streets, rand)
      const number = 1 + Math.floor(rand() * (city.area || country.code === 'HK' ? 120 : 240))
      const { lat, lng } = jitter(city, rand)
      // 2 to 5 distinct products, in the collection's order.
      const count = Math.min(productCount, 2 + Math.floor(rand() * 4))
      const order = Array.from({ length: productCount }, (_, n) => n).sort(
        (a, b) => hash(`${country.code}-${i}-${a}`) - hash(`${country.code}-${i}-${b}`),
      )
      outlets.push({
        title,
        kind,
        address: address(country, city, number, street),
        postcode: city.postcodes.length ? digits(pick(city.postcodes, rand), rand) : '',
        city: city.city,
        country: country.code,
        lat,
        lng,
        phone: digits(city.phone, rand),
        opening_hours: openingHours(schedule(kind, rand), lang, country.clock),
        productIndexes: order.slice(0, count).sort((a, b) => a - b),
      })
    }
  }
  return outlets
}

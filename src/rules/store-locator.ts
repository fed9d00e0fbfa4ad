import type { OutletKind } from '@/cms/collections/catalog/Outlets'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import { KM_PER_MILE, LOCATOR_DEFAULT_LIMIT, type Point } from './geo'

/**
 * The store-locator page's pure rules (issue 13): the unit a locale reads distances in, the
 * city each market's page opens on, the API query the page sends and the directions link of an
 * outlet. No I/O: the server template and the browser island share them.
 */

/**
 * The outlet kinds the page filters on, in the filter's order: the collection's list, repeated
 * here because the collection's module is server code (a unit test keeps the two equal).
 */
export const LOCATOR_KINDS = [
  'wine-merchant',
  'department-store',
  'bar',
  'restaurant',
  'travel-retail',
] as const satisfies readonly OutletKind[]

export type DistanceUnit = 'km' | 'mi'

/** Locales that read road distances in miles (issue 13: miles in en-us, km everywhere else). */
const MILE_LOCALES: ReadonlySet<string> = new Set(['en-us'])

export function distanceUnit(locale: string): DistanceUnit {
  return MILE_LOCALES.has(locale) ? 'mi' : 'km'
}

/** Under this (in the locale's unit) a distance is written "< 0.1", never "0". */
const SMALLEST_SHOWN = 0.1

/**
 * A distance as the locale writes it, in its unit: one decimal under 10, whole units above
 * ("1,2 km" in French, "3.4 mi" in en-us, "12 km"); next door is "< 0.1 mi", not "0 mi".
 */
export function formatDistance(km: number, locale: string): string {
  const unit = distanceUnit(locale)
  const value = unit === 'mi' ? km / KM_PER_MILE : km
  const format = new Intl.NumberFormat(getLocale(locale).htmlLang, {
    style: 'unit',
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  })
  return value < SMALLEST_SHOWN - 0.05 ? `< ${format.format(SMALLEST_SHOWN)}` : format.format(value)
}

export interface MainCity extends Point {
  /** The city's English name (docs/decisions.md; the page shows the outlets' own city names). */
  name: string
  /** ISO 3166-1 alpha-2, null for the international locale. */
  country: string | null
}

/**
 * The city a market's page lists its outlets around before the visitor says where they are:
 * the market's largest city (the demo network puts outlets in proportion to population, so it
 * has the densest list), except the international site, which opens on Cognac, the house's home.
 * Canada's French site opens on Montréal, its English site on Toronto.
 */
export const MAIN_CITIES: Record<LocaleCode, MainCity> = {
  'en-ww': { name: 'Cognac', country: null, lat: 45.6958, lng: -0.3287 },
  'fr-ca': { name: 'Montréal', country: 'CA', lat: 45.5088, lng: -73.5878 },
  'en-ca': { name: 'Toronto', country: 'CA', lat: 43.6532, lng: -79.3832 },
  'en-us': { name: 'New York', country: 'US', lat: 40.7128, lng: -74.006 },
  'fr-fr': { name: 'Paris', country: 'FR', lat: 48.8566, lng: 2.3522 },
  'pl-pl': { name: 'Warsaw', country: 'PL', lat: 52.2297, lng: 21.0122 },
  'en-uk': { name: 'London', country: 'GB', lat: 51.5074, lng: -0.1278 },
  'en-gh': { name: 'Accra', country: 'GH', lat: 5.6037, lng: -0.187 },
  'en-ng': { name: 'Lagos', country: 'NG', lat: 6.5244, lng: 3.3792 },
  'en-za': { name: 'Johannesburg', country: 'ZA', lat: -26.2041, lng: 28.0473 },
  'es-mx': { name: 'Mexico City', country: 'MX', lat: 19.4326, lng: -99.1332 },
  'en-hk': { name: 'Hong Kong', country: 'HK', lat: 22.3193, lng: 114.1694 },
  'zh-hk': { name: 'Hong Kong', country: 'HK', lat: 22.3193, lng: 114.1694 },
  'en-my': { name: 'Kuala Lumpur', country: 'MY', lat: 3.139, lng: 101.6869 },
  'en-sg': { name: 'Singapore', country: 'SG', lat: 1.3521, lng: 103.8198 },
  'zh-tw': { name: 'Taipei', country: 'TW', lat: 25.033, lng: 121.5654 },
  'vi-vn': { name: 'Ho Chi Minh City', country: 'VN', lat: 10.8231, lng: 106.6297 },
  'ru-ru': { name: 'Moscow', country: 'RU', lat: 55.7558, lng: 37.6173 },
}

export function mainCity(locale: LocaleCode): MainCity {
  return MAIN_CITIES[locale]
}

/**
 * The server-rendered list's radius: wide (the API's cap), so that every market's page lists
 * its 30 nearest outlets even where outlets are sparse around the main city.
 */
export const SERVER_LIST_RADIUS_KM = 500

/** Where the visitor asked to search: a position, or a city or postcode as typed. */
export type LocatorPlace = { point: Point } | { q: string }

export interface LocatorRequest {
  locale: string
  place: LocatorPlace
  radiusKm?: number
  limit?: number
  /** Empty or absent: every kind. */
  kind?: string
  /** Empty or absent: every product. */
  product?: string
}

/** The store-locator API's query string for a request (GET /api/store-locator/?…). */
export function locatorQuery(request: LocatorRequest): string {
  const params = new URLSearchParams({ locale: request.locale })
  if ('point' in request.place) {
    params.set('lat', request.place.point.lat.toFixed(5))
    params.set('lng', request.place.point.lng.toFixed(5))
  } else {
    params.set('q', request.place.q.trim())
  }
  if (request.radiusKm !== undefined) params.set('radius', String(request.radiusKm))
  params.set('limit', String(request.limit ?? LOCATOR_DEFAULT_LIMIT))
  if (request.kind) params.set('kind', request.kind)
  if (request.product) params.set('product', request.product)
  return params.toString()
}

/**
 * Directions to an outlet: Google Maps' documented cross-platform URL (opens the app on phones,
 * the site elsewhere), with the destination as coordinates so it needs no geocoding.
 */
export function directionsUrl(point: Point): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`
}

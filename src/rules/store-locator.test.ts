import { describe, expect, it } from 'vitest'
import { OUTLET_KINDS } from '@/cms/collections/catalog/Outlets'
import { getLocale, LOCALE_CODES } from '@/i18n/locales'
import {
  directionsUrl,
  distanceUnit,
  formatDistance,
  LOCATOR_KINDS,
  locatorQuery,
  MAIN_CITIES,
  mainCity,
} from './store-locator'

/** Intl separates number and unit with (narrow) no-break spaces: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('distanceUnit (issue 13: miles in en-us, km elsewhere)', () => {
  it.each([
    ['en-us', 'mi'],
    ['en-ca', 'km'],
    ['fr-ca', 'km'],
    ['en-uk', 'km'],
    ['fr-fr', 'km'],
    ['ru-ru', 'km'],
    ['zh-tw', 'km'],
    ['en-ww', 'km'],
  ])('%s → %s', (locale, unit) => {
    expect(distanceUnit(locale)).toBe(unit)
  })
})

describe('formatDistance', () => {
  it.each([
    // km, locale, shown
    [1.234, 'fr-fr', '1,2 km'],
    [0.04, 'fr-fr', '< 0,1 km'],
    [0.05, 'fr-fr', '0,1 km'],
    [0.06, 'en-us', '< 0.1 mi'],
    [0.0, 'en-za', '< 0,1 km'],
    [12.6, 'fr-fr', '13 km'],
    [1.234, 'en-uk', '1.2 km'],
    [1.609344, 'en-us', '1 mi'],
    [5, 'en-us', '3.1 mi'],
    [40, 'en-us', '25 mi'],
    [2.5, 'ru-ru', '2,5 км'],
    [2.5, 'pl-pl', '2,5 km'],
  ])('%d km in %s → %s', (km, locale, shown) => {
    expect(plain(formatDistance(km, locale))).toBe(shown)
  })

  it('writes a number and a unit in every locale', () => {
    for (const code of LOCALE_CODES) expect(formatDistance(3, code)).toMatch(/\d\D+$/)
  })
})

describe('mainCity', () => {
  it('has a city in the market of every locale', () => {
    for (const code of LOCALE_CODES) {
      const city = mainCity(code)
      expect(city.country, code).toBe(getLocale(code).country)
      expect(Math.abs(city.lat)).toBeLessThanOrEqual(90)
      expect(Math.abs(city.lng)).toBeLessThanOrEqual(180)
    }
    expect(Object.keys(MAIN_CITIES).sort()).toEqual([...LOCALE_CODES].sort())
  })

  it('opens France on Paris and the international site on Cognac', () => {
    expect(mainCity('fr-fr').name).toBe('Paris')
    expect(mainCity('en-ww').name).toBe('Cognac')
  })
})

describe('locatorQuery', () => {
  it.each([
    [
      { locale: 'fr-fr', place: { point: { lat: 48.8566, lng: 2.3522 } } },
      'locale=fr-fr&lat=48.85660&lng=2.35220&limit=30',
    ],
    [
      { locale: 'fr-fr', place: { q: '  Lyon ' }, kind: 'bar', product: 'xo' },
      'locale=fr-fr&q=Lyon&limit=30&kind=bar&product=xo',
    ],
    [
      { locale: 'en-us', place: { q: '10001' }, kind: '', product: '', radiusKm: 100, limit: 50 },
      'locale=en-us&q=10001&radius=100&limit=50',
    ],
    [{ locale: 'zh-tw', place: { q: '台北' } }, 'locale=zh-tw&q=%E5%8F%B0%E5%8C%97&limit=30'],
  ])('%j → %s', (request, query) => {
    expect(locatorQuery(request)).toBe(query)
  })
})

describe('LOCATOR_KINDS', () => {
  it('are the outlet collection’s kinds', () => {
    expect([...LOCATOR_KINDS].sort()).toEqual([...OUTLET_KINDS].sort())
  })
})

describe('directionsUrl', () => {
  it('points Google Maps at the outlet’s coordinates', () => {
    expect(directionsUrl({ lat: 48.8566, lng: 2.3522 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.8566,2.3522',
    )
  })
})

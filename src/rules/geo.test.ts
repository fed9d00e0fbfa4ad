import { describe, expect, it } from 'vitest'
import {
  boundingBox,
  haversineKm,
  isLatitude,
  isLimit,
  isLongitude,
  isRadiusKm,
  kmToMiles,
  parseDecimal,
  parseWhole,
  placeKey,
  postcodeKey,
  roundKm,
} from './geo'

const PARIS = { lat: 48.8566, lng: 2.3522 }
const LONDON = { lat: 51.5074, lng: -0.1278 }
const NEW_YORK = { lat: 40.7128, lng: -74.006 }
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 }
const SYDNEY = { lat: -33.8688, lng: 151.2093 }
const TOKYO = { lat: 35.6762, lng: 139.6503 }
const SUVA = { lat: -18.1416, lng: 178.4419 }
const APIA = { lat: -13.8333, lng: -171.7667 }

describe('haversineKm (great-circle distance, mean Earth radius)', () => {
  it.each([
    ['Paris–London', PARIS, LONDON, 343.5],
    ['New York–Los Angeles', NEW_YORK, LOS_ANGELES, 3935.7],
    ['Sydney–Tokyo', SYDNEY, TOKYO, 7825.8],
    ['Suva–Apia across the antimeridian', SUVA, APIA, 1150.7],
    ['a point to itself', PARIS, PARIS, 0],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 20015.1],
  ])('%s ≈ %f km', (_name, a, b, km) => {
    expect(Math.abs(haversineKm(a, b) - km)).toBeLessThan(1)
  })

  it('is symmetric', () => {
    expect(haversineKm(PARIS, LONDON)).toBeCloseTo(haversineKm(LONDON, PARIS), 9)
  })
})

describe('units and rounding', () => {
  it.each([
    [1.609344, 1],
    [343.5, 213.44],
    [0, 0],
  ])('%f km is %f miles', (km, miles) => {
    expect(kmToMiles(km)).toBeCloseTo(miles, 2)
  })

  it.each([
    [1.23456, 1.23],
    [0.005, 0.01],
    [12, 12],
  ])('rounds %f km to %f', (km, rounded) => {
    expect(roundKm(km)).toBe(rounded)
  })
})

describe('query numbers', () => {
  it.each([
    ['48.857', 48.857],
    ['-2', -2],
    ['+3.0', 3],
    ['.5', 0.5],
    ['7.', 7],
    ['0', 0],
    ['', null],
    [' 1', null],
    ['1e3', null],
    ['0x10', null],
    ['Infinity', null],
    ['NaN', null],
    ['abc', null],
    ['1,5', null],
    [null, null],
  ])('parseDecimal(%j) is %j', (text, value) => {
    expect(parseDecimal(text)).toBe(value)
  })

  it.each([
    ['30', 30],
    ['+5', 5],
    ['0', 0],
    ['-1', null],
    ['2.5', null],
    ['', null],
    ['1e2', null],
  ])('parseWhole(%j) is %j', (text, value) => {
    expect(parseWhole(text)).toBe(value)
  })
})

describe('bounds of the contract', () => {
  it.each([
    [isLatitude, -90, true],
    [isLatitude, 90, true],
    [isLatitude, 90.0001, false],
    [isLatitude, Number.NaN, false],
    [isLongitude, -180, true],
    [isLongitude, 180, true],
    [isLongitude, -180.5, false],
    [isRadiusKm, 0, false],
    [isRadiusKm, 0.1, true],
    [isRadiusKm, 500, true],
    [isRadiusKm, 500.01, false],
    [isLimit, 0, false],
    [isLimit, 1, true],
    [isLimit, 100, true],
    [isLimit, 101, false],
    [isLimit, 2.5, false],
  ])('%o(%f) is %s', (check, value, ok) => {
    expect(check(value)).toBe(ok)
  })
})

describe('boundingBox', () => {
  it('holds every point of the circle', () => {
    const box = boundingBox(PARIS, 50)
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point about 49.9 km away in each direction.
      const d = 49.9 / 6371
      const b = (bearing * Math.PI) / 180
      const lat1 = (PARIS.lat * Math.PI) / 180
      const lat2 = Math.asin(
        Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b),
      )
      const lng2 =
        PARIS.lng +
        (Math.atan2(
          Math.sin(b) * Math.sin(d) * Math.cos(lat1),
          Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
        ) *
          180) /
          Math.PI
      const p = { lat: (lat2 * 180) / Math.PI, lng: lng2 }
      expect(haversineKm(PARIS, p)).toBeLessThan(50)
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat)
      expect(p.lat).toBeLessThanOrEqual(box.maxLat)
      expect(p.lng).toBeGreaterThanOrEqual(box.minLng)
      expect(p.lng).toBeLessThanOrEqual(box.maxLng)
    }
  })

  it('spans every longitude across the antimeridian and near a pole', () => {
    expect(boundingBox(SUVA, 300)).toMatchObject({ minLng: -180, maxLng: 180 })
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50)).toMatchObject({ minLng: -180, maxLng: 180 })
  })
})

describe('place keys (city and postcode search)', () => {
  it.each([
    ['Montréal', 'montreal'],
    ['  Saint-Denis ', 'saint denis'],
    ['SAINT DENIS', 'saint denis'],
    ['Kraków', 'krakow'],
    ['Hồ Chí Minh', 'ho chi minh'],
    ['香港', '香港'],
    ['Москва', 'москва'],
  ])('placeKey(%j) is %j', (text, key) => {
    expect(placeKey(text)).toBe(key)
  })

  it.each([
    ['M5V 2T6', 'm5v2t6'],
    ['75001', '75001'],
    ['00-001', '00001'],
  ])('postcodeKey(%j) is %j', (text, key) => {
    expect(postcodeKey(text)).toBe(key)
  })
})

/**
 * Distances on the globe and the store locator's input rules (issue 13), pure: no I/O.
 * Coordinates are WGS 84 decimal degrees; distances are great-circle kilometres on a sphere of
 * the Earth's mean radius (6371 km), the same model as geokdbush, so a distance shown next to an
 * outlet is the one the index sorted it by.
 */

export const EARTH_RADIUS_KM = 6371
export const KM_PER_MILE = 1.609344

/** The store locator's defaults and caps (SPEC constants; issue 13 contract). */
export const LOCATOR_DEFAULT_RADIUS_KM = 50
export const LOCATOR_MAX_RADIUS_KM = 500
export const LOCATOR_DEFAULT_LIMIT = 30
export const LOCATOR_MAX_LIMIT = 100

export interface Point {
  lat: number
  lng: number
}

const RAD = Math.PI / 180

/** Great-circle distance in km between two points (haversine formula). */
export function haversineKm(a: Point, b: Point): number {
  const dLat = (b.lat - a.lat) * RAD
  const dLng = (b.lng - a.lng) * RAD
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export function kmToMiles(km: number): number {
  return km / KM_PER_MILE
}

/** Distances are shown and sent rounded to 10 m. */
export function roundKm(km: number): number {
  return Math.round(km * 100) / 100
}

export const isLatitude = (value: number): boolean =>
  Number.isFinite(value) && value >= -90 && value <= 90

export const isLongitude = (value: number): boolean =>
  Number.isFinite(value) && value >= -180 && value <= 180

/**
 * A decimal number as written in a query string ("48.857", "-2", ".5", "+3.0"), else null.
 * Stricter than Number(): no hex, no exponent, no "Infinity", no blanks, no empty string.
 */
export function parseDecimal(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^[+-]?(\d{1,15}(\.\d{0,15})?|\.\d{1,15})$/.test(text))
    return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/** A whole number as written in a query string ("30", "+5"), else null. */
export function parseWhole(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^\+?\d{1,9}$/.test(text)) return null
  return Number(text)
}

export const isRadiusKm = (value: number): boolean =>
  Number.isFinite(value) && value > 0 && value <= LOCATOR_MAX_RADIUS_KM

export const isLimit = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= LOCATOR_MAX_LIMIT

/**
 * The latitude/longitude box that holds every point within `radiusKm` of `center` (a superset:
 * check candidates with haversineKm). Near a pole, or when the circle crosses the antimeridian,
 * the box spans every longitude.
 */
export function boundingBox(
  center: Point,
  radiusKm: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = radiusKm / EARTH_RADIUS_KM / RAD
  const minLat = Math.max(-90, center.lat - dLat)
  const maxLat = Math.min(90, center.lat + dLat)
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat))
  if (widest >= 90) return { minLat, maxLat, minLng: -180, maxLng: 180 }
  const sinRatio = Math.sin(radiusKm / EARTH_RADIUS_KM) / Math.cos(center.lat * RAD)
  if (sinRatio >= 1) return { minLat, maxLat, minLng: -180, maxLng: 180 }
  const dLng = Math.asin(sinRatio) / RAD
  const minLng = center.lng - dLng
  const maxLng = center.lng + dLng
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 }
  return { minLat, maxLat, minLng, maxLng }
}

/**
 * A city or postcode as typed, folded for comparison: lower case, without accents, blanks and
 * dashes collapsed ("Montréal" = "montreal", "75 001" = "75001", "Saint-Denis" = "saint denis").
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-‐–.,'’]+/g, ' ')
    .trim()
}

/** Postcodes compare without their blanks ("M5V 2T6" = "m5v2t6"). */
export function postcodeKey(text: string): string {
  return placeKey(text).replace(/ /g, '')
}

import { isLatitude, isLongitude, parseDecimal } from '@/rules/geo'

/**
 * Reading a GET endpoint's query string, shared by the store-locator and event-finder APIs
 * (issue 13): an empty parameter counts as absent (a form's empty select), and a position is
 * a strict decimal latitude and longitude (src/rules/geo.ts).
 */
export function queryParams(request: Request): (name: string) => string | undefined {
  const params = new URL(request.url).searchParams
  return (name) => {
    const value = params.get(name)
    return value === null || value.trim() === '' ? undefined : value
  }
}

/**
 * The `lat` and `lng` parameters: both numbers in range, both absent (undefined), or which one
 * is wrong (a missing partner counts against the missing one).
 */
export function readPosition(
  param: (name: string) => string | undefined,
): { lat?: number; lng?: number } | 'invalidLat' | 'invalidLng' {
  const latText = param('lat')
  const lngText = param('lng')
  const lat = latText === undefined ? undefined : parseDecimal(latText)
  const lng = lngText === undefined ? undefined : parseDecimal(lngText)
  if (lat === null || (lat !== undefined && !isLatitude(lat))) return 'invalidLat'
  if (lng === null || (lng !== undefined && !isLongitude(lng))) return 'invalidLng'
  return { lat, lng }
}

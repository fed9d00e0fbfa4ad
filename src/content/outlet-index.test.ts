import { describe, expect, it } from 'vitest'
import { haversineKm } from '@/rules/geo'
import { type LocatedOutlet, OutletIndex } from './outlet-index'

function outlet(id: number, lat: number, lng: number, extra: Partial<LocatedOutlet> = {}) {
  return {
    id,
    name: `Outlet ${id}`,
    kind: 'shop',
    address: `${id} rue de Test`,
    postcode: '75001',
    city: 'Paris',
    country: 'FR',
    lat,
    lng,
    phone: null,
    website: null,
    openingHours: [],
    productIds: [],
    ...extra,
  } satisfies LocatedOutlet
}

const PARIS = { lat: 48.857, lng: 2.352 }

const small = new OutletIndex([
  outlet(1, 48.86, 2.35, { kind: 'bar', productIds: [7] }),
  outlet(2, 48.9, 2.4, { productIds: [7, 8] }),
  outlet(3, 49.4, 2.8, { city: 'Compiègne', postcode: '60200', productIds: [8] }),
  outlet(4, 45.76, 4.84, { city: 'Lyon', postcode: '69002', kind: 'restaurant' }),
  outlet(5, 48.85, 2.36, { kind: 'restaurant', city: 'paris ', productIds: [8] }),
])

const ids = (answer: ReturnType<OutletIndex['nearest']>) => answer.items.map((i) => i.outlet.id)

describe('OutletIndex.nearest', () => {
  it.each([
    ['nearest first within 50 km', { radiusKm: 50, limit: 30 }, [1, 5, 2], 3],
    ['a wider radius reaches Compiègne', { radiusKm: 100, limit: 30 }, [1, 5, 2, 3], 4],
    ['and Lyon at 500 km', { radiusKm: 500, limit: 30 }, [1, 5, 2, 3, 4], 5],
    ['at most `limit`, total counts all', { radiusKm: 500, limit: 2 }, [1, 5], 5],
    ['a kind', { radiusKm: 500, limit: 30, kind: 'restaurant' }, [5, 4], 2],
    ['a product', { radiusKm: 500, limit: 30, productId: 8 }, [5, 2, 3], 3],
    ['a kind and a product', { radiusKm: 500, limit: 1, kind: 'shop', productId: 8 }, [2], 2],
    ['nothing of a kind nearby', { radiusKm: 5, limit: 30, kind: 'shop' }, [], 0],
  ])('%s', (_name, query, expected, total) => {
    const answer = small.nearest({ point: PARIS, ...query })
    expect(ids(answer)).toEqual(expected)
    expect(answer.total).toBe(total)
  })

  it('gives each distance in km, rounded to 10 m', () => {
    const [first] = small.nearest({ point: PARIS, radiusKm: 50, limit: 1 }).items
    expect(first?.distanceKm).toBeCloseTo(haversineKm(PARIS, { lat: 48.86, lng: 2.35 }), 2)
  })

  it('answers an empty market', () => {
    expect(new OutletIndex([]).nearest({ point: PARIS, radiusKm: 50, limit: 30 })).toEqual({
      items: [],
      total: 0,
    })
  })

  it('agrees with a full scan on 5,000 outlets', () => {
    let seed = 42
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const many = Array.from({ length: 5000 }, (_, i) =>
      outlet(i, 42 + rand() * 9, -4 + rand() * 12, { kind: rand() < 0.5 ? 'bar' : 'shop' }),
    )
    const index = new OutletIndex(many)
    for (let q = 0; q < 20; q++) {
      const point = { lat: 43 + rand() * 7, lng: -3 + rand() * 10 }
      const radiusKm = 5 + rand() * 200
      const scan = many
        .filter((o) => o.kind === 'bar' && haversineKm(point, o) <= radiusKm)
        .sort((a, b) => haversineKm(point, a) - haversineKm(point, b))
      const answer = index.nearest({ point, radiusKm, limit: 30, kind: 'bar' })
      expect(ids(answer)).toEqual(scan.slice(0, 30).map((o) => o.id))
      expect(answer.total).toBe(scan.length)
    }
  })
})

describe('OutletIndex.locate', () => {
  it.each([
    ['Paris', { lat: (48.86 + 48.9 + 48.85) / 3, lng: (2.35 + 2.4 + 2.36) / 3 }],
    ['compiegne', { lat: 49.4, lng: 2.8 }],
    ['69002', { lat: 45.76, lng: 4.84 }],
    [' 69 002 ', { lat: 45.76, lng: 4.84 }],
    ['Atlantis', null],
  ])('%j', (text, point) => {
    const found = small.locate(text)
    if (point === null) expect(found).toBeNull()
    else {
      expect(found?.lat).toBeCloseTo(point.lat, 6)
      expect(found?.lng).toBeCloseTo(point.lng, 6)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { buildNetwork } from './catalog-network'
import { COUNTRIES } from './data/places'

describe('the demo outlet network (issue 13)', () => {
  const network = buildNetwork(50_000, 6)

  it('has 50,000 outlets over every market country, at valid coordinates', () => {
    expect(network.length).toBe(50_000)
    expect(new Set(network.map((o) => o.country))).toEqual(new Set(COUNTRIES.map((c) => c.code)))
    // One assertion over the whole list: 100,000 expect() calls took seconds on a loaded runner.
    const outside = network.filter((o) => !(Math.abs(o.lat) <= 90 && Math.abs(o.lng) <= 180))
    expect(outside).toEqual([])
  })

  it('uses every kind, and names each outlet once per city and country', () => {
    expect(new Set(network.map((o) => o.kind))).toEqual(
      new Set(['wine-merchant', 'department-store', 'bar', 'restaurant', 'travel-retail']),
    )
    const keys = new Set(network.map((o) => `${o.country}|${o.city}|${o.title}`))
    expect(keys.size).toBe(network.length)
  })

  it('gives each outlet opening hours and 1 to 4 distinct products', () => {
    for (const o of network.slice(0, 2000)) {
      expect(o.opening_hours.length).toBeGreaterThan(0)
      expect(o.productIndexes.length).toBeGreaterThanOrEqual(1)
      expect(o.productIndexes.length).toBeLessThanOrEqual(4)
      expect(new Set(o.productIndexes).size).toBe(o.productIndexes.length)
    }
  })

  it('is the same every time', () => {
    expect(buildNetwork(2000, 6)).toEqual(buildNetwork(2000, 6))
  })
})

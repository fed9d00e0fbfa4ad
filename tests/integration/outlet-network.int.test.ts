import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertOutlets } from '../../scripts/seed/bulk-outlets'
import { buildNetwork } from '../../scripts/seed/catalog-network'
import { type Harness, startPayload } from './payload-harness'

/**
 * The demo outlet network's bulk insert (issue 13) on both databases: rows written straight
 * through the adapter's tables read back through the Local API exactly as created, and the
 * store-locator API finds them.
 */

let h: Harness
const COUNT = 3000
let seconds = 0
const productIds: number[] = []

beforeAll(async () => {
  h = await startPayload()
  for (const slug of ['xo', 'vsop']) {
    const product = await h.payload.create({
      collection: 'products',
      locale: 'en-ww',
      data: {
        title: slug.toUpperCase(),
        slug,
        available: true,
        range: 'core',
        sort_order: 1,
        small_description: `Cognac ${slug}`,
        flavour_profile: { fruity: 5, floral: 5, spicy: 5, woody: 5, sweet: 5 },
        abv: 40,
        volume_ml: 700,
        store_locator: true,
      },
    })
    productIds.push(product.id)
  }
  const started = performance.now()
  await insertOutlets(h.payload, buildNetwork(COUNT, productIds.length), productIds)
  seconds = (performance.now() - started) / 1000
  console.log(`[${h.database}] bulk insert of ${COUNT} outlets: ${seconds.toFixed(1)} s`)
})
afterAll(async () => {
  await h?.close()
})

describe('bulk-inserted demo outlets', () => {
  it('are all stored, read back with their opening hours and products', async () => {
    expect((await h.payload.count({ collection: 'outlets' })).totalDocs).toBe(COUNT)
    const expected = buildNetwork(COUNT, productIds.length)
    const { docs } = await h.payload.find({
      collection: 'outlets',
      where: { title: { equals: expected[10]?.title }, city: { equals: expected[10]?.city } },
      depth: 0,
    })
    const source = expected[10]
    if (!source) throw new Error('no outlet')
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      title: source.title,
      kind: source.kind,
      address: source.address,
      city: source.city,
      country: source.country,
      lat: source.lat,
      lng: source.lng,
      phone: source.phone,
      available: true,
      opening_hours: source.opening_hours.map((row) => expect.objectContaining(row)),
      products: source.productIndexes.map((n) => productIds[n]),
    })
  })

  it('can be edited through the Local API afterwards', async () => {
    const { docs } = await h.payload.find({ collection: 'outlets', limit: 1, depth: 0 })
    const first = docs[0]
    if (!first) throw new Error('no outlet')
    const updated = await h.payload.update({
      collection: 'outlets',
      id: first.id,
      data: { opening_hours: [{ days: 'Mon', hours: '9–5' }] },
    })
    expect(updated.opening_hours).toEqual([expect.objectContaining({ days: 'Mon', hours: '9–5' })])
  })

  it('are found by the store-locator API, nearest first', async () => {
    const GET = (await import('@/app/api/store-locator/route')).GET as (
      r: Request,
    ) => Promise<Response>
    const paris = buildNetwork(COUNT, productIds.length).find((o) => o.country === 'FR')
    if (!paris) throw new Error('no French outlet')
    const response = await GET(
      new Request(
        `http://localhost:3000/api/store-locator/?locale=fr-fr&lat=${paris.lat}&lng=${paris.lng}&limit=5&radius=500`,
      ),
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { items: { name: string; distanceKm: number }[] }
    expect(body.items[0]).toMatchObject({ name: paris.title, distanceKm: 0 })
    expect(body.items).toHaveLength(5)
  })
})

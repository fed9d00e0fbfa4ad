import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

/**
 * The store-locator API (issue 13) through its real route handler on both databases: nearest
 * first within the radius, at most `limit`, kind and product filters, q= by city or postcode,
 * every bad input a translated 400, and the in-memory index rebuilt after an outlet changes.
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
let locator: Handler
const SITE = 'http://localhost:3000'

interface Item {
  id: number
  name: string
  kind: string
  distanceKm: number
  products: string[]
  [key: string]: unknown
}

async function get(query: string, headers: Record<string, string> = {}) {
  const response = await locator(new Request(`${SITE}/api/store-locator/?${query}`, { headers }))
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: JSON.parse(text) as { items: Item[]; total: number; error?: string; message?: string },
  }
}

const names = (items: Item[]) => items.map((i) => i.name)
const PARIS = 'lat=48.857&lng=2.352'

beforeAll(async () => {
  h = await startPayload()
  locator = (await import('@/app/api/store-locator/route')).GET as Handler
  const product = async (slug: string, storeLocator: boolean) =>
    (
      await h.payload.create({
        collection: 'products',
        locale: 'fr-fr',
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
          store_locator: storeLocator,
        },
      })
    ).id
  const xo = await product('xo', true)
  const vs = await product('vs', true)
  await product('hidden', false)
  const outlet = (
    title: string,
    kind: 'wine-merchant' | 'department-store' | 'bar' | 'restaurant' | 'travel-retail',
    city: string,
    postcode: string,
    lat: number,
    lng: number,
    products: number[] = [],
    extra: { country?: string; available?: boolean; website?: string } = {},
  ) =>
    h.payload.create({
      collection: 'outlets',
      data: {
        title,
        kind,
        address: `1 rue ${title}`,
        city,
        postcode,
        country: extra.country ?? 'FR',
        lat,
        lng,
        phone: '+33 1 23 45 67 89',
        opening_hours: [{ days: 'Lun–Sam', hours: '10 h–20 h' }],
        products,
        website: extra.website,
        available: extra.available ?? true,
      },
    })
  // Distances from the Paris point: Marais 0.59 km, Rivoli 0.94, Bastille 1.39, Versailles
  // 17.9, Reims 130, London 344 (another market), Lyon 392.
  await outlet('Cave Rivoli', 'wine-merchant', 'Paris', '75001', 48.86, 2.34, [xo])
  await outlet('Bar Marais', 'bar', 'Paris', '75004', 48.857, 2.36, [xo, vs], {
    website: 'https://bar-marais.example',
  })
  await outlet('Bistro Bastille', 'restaurant', 'Paris', '75011', 48.853, 2.37)
  await outlet('Cave Versailles', 'wine-merchant', 'Versailles', '78000', 48.8049, 2.1204, [vs])
  await outlet('Bar Reims', 'bar', 'Reims', '51100', 49.2583, 4.0317)
  await outlet('Cave Lyon', 'travel-retail', 'Lyon', '69002', 45.764, 4.8357, [xo])
  await outlet('London Cellar', 'wine-merchant', 'London', 'SW1A 1AA', 51.5074, -0.1278, [], {
    country: 'GB',
  })
  await outlet('Closed Cave', 'wine-merchant', 'Paris', '75001', 48.857, 2.352, [xo], {
    available: false,
  })
})
afterAll(async () => {
  await h?.close()
})

describe('nearest outlets (issue 13 contract)', () => {
  it('answers the 30 nearest within 50 km by default, nearest first, cacheable', async () => {
    const a = await get(`locale=fr-fr&${PARIS}`)
    expect(a.status).toBe(200)
    expect(a.headers.get('cache-control')).toBe('public, max-age=60')
    expect(names(a.json.items)).toEqual([
      'Bar Marais',
      'Cave Rivoli',
      'Bistro Bastille',
      'Cave Versailles',
    ])
    expect(a.json.total).toBe(4)
    const distances = a.json.items.map((i) => i.distanceKm)
    expect(distances).toEqual([...distances].sort((x, y) => x - y))
    expect(distances[0]).toBeCloseTo(0.59, 1)
    expect(distances[3]).toBeCloseTo(17.92, 1)
    expect(Object.keys(a.json.items[0] ?? {}).sort()).toEqual(
      [
        'id',
        'name',
        'kind',
        'address',
        'postcode',
        'city',
        'country',
        'lat',
        'lng',
        'distanceKm',
        'phone',
        'website',
        'openingHours',
        'products',
      ].sort(),
    )
    expect(a.json.items[0]).toMatchObject({
      name: 'Bar Marais',
      kind: 'bar',
      address: '1 rue Bar Marais',
      postcode: '75004',
      city: 'Paris',
      country: 'FR',
      lat: 48.857,
      lng: 2.36,
      phone: '+33 1 23 45 67 89',
      openingHours: [{ days: 'Lun–Sam', hours: '10 h–20 h' }],
      products: ['xo', 'vs'],
      website: 'https://bar-marais.example',
    })
    expect(a.json.items[1]?.website).toBeNull()
  })

  it.each([
    ['radius=10', ['Bar Marais', 'Cave Rivoli', 'Bistro Bastille'], 3],
    [
      'radius=200',
      ['Bar Marais', 'Cave Rivoli', 'Bistro Bastille', 'Cave Versailles', 'Bar Reims'],
      5,
    ],
    [
      'radius=500&limit=100',
      ['Bar Marais', 'Cave Rivoli', 'Bistro Bastille', 'Cave Versailles', 'Bar Reims', 'Cave Lyon'],
      6,
    ],
    ['radius=500&limit=2', ['Bar Marais', 'Cave Rivoli'], 6],
    ['radius=0.7', ['Bar Marais'], 1],
    ['kind=bar&radius=200', ['Bar Marais', 'Bar Reims'], 2],
    ['kind=restaurant', ['Bistro Bastille'], 1],
    ['kind=travel-retail&radius=500', ['Cave Lyon'], 1],
    ['kind=department-store&radius=500', [], 0],
    ['product=xo&radius=500', ['Bar Marais', 'Cave Rivoli', 'Cave Lyon'], 3],
    ['product=vs', ['Bar Marais', 'Cave Versailles'], 2],
    ['kind=wine-merchant&product=xo&radius=500&limit=1', ['Cave Rivoli'], 1],
    ['kind=bar&product=xo&radius=500&limit=1', ['Bar Marais'], 1],
    [
      'kind=&product=&radius=&limit=',
      ['Bar Marais', 'Cave Rivoli', 'Bistro Bastille', 'Cave Versailles'],
      4,
    ],
  ])('%s', async (extra, expected, total) => {
    const a = await get(`locale=fr-fr&${PARIS}&${extra}`)
    expect(a.status).toBe(200)
    expect(names(a.json.items)).toEqual(expected)
    expect(a.json.total).toBe(total)
  })

  it('keeps to the locale’s market; the international locale sees every market', async () => {
    const fr = await get(`locale=fr-fr&${PARIS}&radius=350`)
    expect(names(fr.json.items)).not.toContain('London Cellar')
    const uk = await get(`locale=en-uk&${PARIS}&radius=350`)
    expect(names(uk.json.items)).toEqual(['London Cellar'])
    const ww = await get(`locale=en-ww&${PARIS}&radius=350&limit=100`)
    expect(names(ww.json.items).at(-1)).toBe('London Cellar')
    expect(ww.json.total).toBe(6)
  })

  it('finds a city or a postcode of the market (q=), and answers an unknown place with nothing', async () => {
    const versailles = await get('locale=fr-fr&q=versailles&radius=5')
    expect(names(versailles.json.items)).toEqual(['Cave Versailles'])
    expect(versailles.json.items[0]?.distanceKm).toBe(0)
    const postcode = await get('locale=fr-fr&q=75011&limit=1')
    expect(names(postcode.json.items)).toEqual(['Bistro Bastille'])
    // A city without outlets, from the world cities dataset (Meaux: about 40 km east of Paris).
    const meaux = await get('locale=fr-fr&q=meaux')
    expect(names(meaux.json.items)).toEqual(['Bistro Bastille', 'Bar Marais', 'Cave Rivoli'])
    expect(meaux.json.items[0]?.distanceKm).toBeCloseTo(39.05, 0)
    const unknown = await get('locale=fr-fr&q=Atlantis')
    expect(unknown.status).toBe(200)
    expect(unknown.json).toEqual({ items: [], total: 0 })
  })
})

describe('bad input is a translated 400, never a 500', () => {
  it.each([
    ['lat=91&lng=2', 'invalidLat'],
    ['lat=-90.5&lng=2', 'invalidLat'],
    ['lat=abc&lng=2', 'invalidLat'],
    ['lat=NaN&lng=2', 'invalidLat'],
    ['lat=Infinity&lng=2', 'invalidLat'],
    ['lng=2', 'invalidLat'],
    ['lat=48&lng=181', 'invalidLng'],
    ['lat=48&lng=1e2', 'invalidLng'],
    ['lat=48&lng=0x10', 'invalidLng'],
    ['lat=48', 'invalidLng'],
    [`${PARIS}&radius=0`, 'invalidRadius'],
    [`${PARIS}&radius=-5`, 'invalidRadius'],
    [`${PARIS}&radius=500.5`, 'invalidRadius'],
    [`${PARIS}&radius=far`, 'invalidRadius'],
    [`${PARIS}&limit=101`, 'invalidLimit'],
    [`${PARIS}&limit=0`, 'invalidLimit'],
    [`${PARIS}&limit=2.5`, 'invalidLimit'],
    [`${PARIS}&limit=-3`, 'invalidLimit'],
    [`${PARIS}&kind=pub`, 'unknownKind'],
    [`${PARIS}&kind=shop`, 'unknownKind'],
    [`${PARIS}&kind=BAR`, 'unknownKind'],
    [`${PARIS}&product=nope`, 'unknownProduct'],
    [`${PARIS}&product=hidden`, 'unknownProduct'],
    ['', 'missingLocation'],
    [`${PARIS}&q=Paris`, 'ambiguousLocation'],
    [`q=${'x'.repeat(101)}`, 'invalidPlace'],
  ])('%s → %s', async (query, error) => {
    const a = await get(`locale=fr-fr&${query}`)
    expect(a.status).toBe(400)
    expect(a.json.error).toBe(error)
    const { translator } = await import('@/i18n/strings')
    expect(a.json.message).toBe(
      translator('fr-fr')(
        `storeLocator.error.${error}` as Parameters<ReturnType<typeof translator>>[0],
      ),
    )
    expect(a.json.message).not.toMatch(/storeLocator\./)
    expect(a.headers.get('cache-control')).toBe('no-store')
  })

  it.each([
    ['', 'en-ww'],
    ['locale=xx-yy&', 'en-ww'],
    ['locale=FR-FR&', 'en-ww'],
  ])('an unknown locale (%s) is refused in the page’s language', async (locale) => {
    const english = await get(`${locale}${PARIS}`)
    expect(english.status).toBe(400)
    expect(english.json).toMatchObject({
      error: 'unknownLocale',
      message: 'Choose one of the site’s countries and languages.',
    })
    const polish = await get(`${locale}${PARIS}`, { referer: `${SITE}/pl-pl/store-locator/` })
    expect(polish.json.message).toBe('Wybierz jeden z krajów i języków serwisu.')
  })
})

describe('the index follows the CMS', () => {
  it('is rebuilt after an outlet is changed, created or deleted through the Local API', async () => {
    const before = await get(`locale=fr-fr&${PARIS}&limit=1`)
    expect(names(before.json.items)).toEqual(['Bar Marais'])
    const marais = before.json.items[0]?.id as number

    await h.payload.update({ collection: 'outlets', id: marais, data: { lat: 45.76, lng: 4.84 } })
    const moved = await get(`locale=fr-fr&${PARIS}`)
    expect(names(moved.json.items)).not.toContain('Bar Marais')
    expect(moved.json.total).toBe(3)

    const created = await h.payload.create({
      collection: 'outlets',
      data: {
        title: 'Cave Hôtel de Ville',
        kind: 'wine-merchant',
        address: '2 place de l’Hôtel de Ville',
        city: 'Paris',
        postcode: '75004',
        country: 'FR',
        lat: 48.8566,
        lng: 2.3522,
        available: true,
      },
    })
    const added = await get(`locale=fr-fr&${PARIS}&limit=1`)
    expect(names(added.json.items)).toEqual(['Cave Hôtel de Ville'])

    await h.payload.update({ collection: 'outlets', id: created.id, data: { available: false } })
    expect(names((await get(`locale=fr-fr&${PARIS}&limit=1`)).json.items)).toEqual(['Cave Rivoli'])

    await h.payload.delete({ collection: 'outlets', id: marais })
    const lyon = await get('locale=fr-fr&q=Lyon&radius=5')
    expect(names(lyon.json.items)).toEqual(['Cave Lyon'])
  })
})

describe('the page’s product filter', () => {
  it('offers the products switched on for the locator, by title, and follows a change', async () => {
    const { storeLocatorProducts } = await import('@/content/store-locator')
    expect(await storeLocatorProducts('fr-fr')).toEqual([
      { slug: 'vs', title: 'VS' },
      { slug: 'xo', title: 'XO' },
    ])
    // Switching a product off in the CMS takes it out of the filter (the hooks mark the cache).
    const vs = await h.payload.find({
      collection: 'products',
      where: { slug: { equals: 'vs' } },
      locale: 'fr-fr',
    })
    await h.payload.update({
      collection: 'products',
      id: vs.docs[0]?.id as number,
      locale: 'fr-fr',
      data: { store_locator: false },
    })
    expect(await storeLocatorProducts('fr-fr')).toEqual([{ slug: 'xo', title: 'XO' }])
    await h.payload.update({
      collection: 'products',
      id: vs.docs[0]?.id as number,
      locale: 'fr-fr',
      data: { store_locator: true },
    })
  })
})

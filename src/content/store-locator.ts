import 'server-only'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import type { Point } from '@/rules/geo'
import { availableIn } from './cached-read'
import { type LocatedOutlet, OutletIndex } from './outlet-index'
import { getPayloadClient } from './payload'
import { storeLocatorGeneration } from './store-locator-cache'

/**
 * The store locator's data (issue 13): every outlet switched on, read from the CMS once into
 * memory, and one spatial index per market (the locale's country; every outlet for the
 * international locale), built on first use. A change to an outlet or a product marks it all
 * stale (./store-locator-cache, from the CMS hooks) and the next request rebuilds it; an age
 * limit covers changes made by another server process.
 */

/** One outlet as the store-locator API answers it (the issue 13 contract). */
export interface StoreLocatorItem {
  id: number
  name: string
  kind: string
  address: string
  postcode: string
  city: string
  country: string
  lat: number
  lng: number
  distanceKm: number
  phone: string | null
  website: string | null
  openingHours: { days: string; hours: string }[]
  /** Slugs, in the locale, of the store-locator products the outlet carries. */
  products: string[]
}

export interface StoreLocatorQuery {
  point: Point
  radiusKm: number
  limit: number
  kind?: string
  /** A product slug of the locale (check it with `productId` first). */
  product?: string
}

export interface StoreLocatorMarket {
  /** Outlets in the market. */
  size: number
  /** The id of a store-locator product by its slug in the locale, if there is one. */
  productId: (slug: string) => number | undefined
  /** The centre of one of the market's cities or postcodes, as typed. */
  locate: (text: string) => Point | null
  nearest: (query: StoreLocatorQuery) => { items: StoreLocatorItem[]; total: number }
}

/** Rebuild at least this often, for changes saved through another server process. */
const MAX_AGE_MS = 10 * 60_000

interface State {
  generation: number
  loadedAt: number
  outlets: Promise<LocatedOutlet[]>
  indexes: Map<string, OutletIndex>
  products: Map<LocaleCode, Promise<ProductSlugs>>
}

interface ProductSlugs {
  bySlug: Map<string, number>
  byId: Map<number, string>
}

let state: State | undefined

function current(): State {
  const generation = storeLocatorGeneration()
  if (state && state.generation === generation && Date.now() - state.loadedAt < MAX_AGE_MS) {
    return state
  }
  const fresh: State = {
    generation,
    loadedAt: Date.now(),
    outlets: loadOutlets(),
    indexes: new Map(),
    products: new Map(),
  }
  // A failed read is not kept: the next request tries again.
  fresh.outlets.catch(() => {
    if (state === fresh) state = undefined
  })
  state = fresh
  return fresh
}

/** The store locator of a locale's market, built from memory (or read once from the CMS). */
export async function storeLocatorMarket(locale: LocaleCode): Promise<StoreLocatorMarket> {
  const s = current()
  const country = getLocale(locale).country
  const key = country ?? '*'
  let products = s.products.get(locale)
  if (!products) {
    products = loadProductSlugs(locale)
    s.products.set(locale, products)
    products.catch(() => s.products.delete(locale))
  }
  const [outlets, slugs] = await Promise.all([s.outlets, products])
  let index = s.indexes.get(key)
  if (!index) {
    index = new OutletIndex(country ? outlets.filter((o) => o.country === country) : outlets)
    s.indexes.set(key, index)
  }
  const market = index
  return {
    size: market.size,
    productId: (slug) => slugs.bySlug.get(slug),
    locate: (text) => market.locate(text),
    nearest: ({ point, radiusKm, limit, kind, product }) => {
      const productId = product === undefined ? undefined : slugs.bySlug.get(product)
      if (product !== undefined && productId === undefined) return { items: [], total: 0 }
      const { items, total } = market.nearest({ point, radiusKm, limit, kind, productId })
      return {
        total,
        items: items.map(({ outlet, distanceKm }) => ({
          id: outlet.id,
          name: outlet.name,
          kind: outlet.kind,
          address: outlet.address,
          postcode: outlet.postcode,
          city: outlet.city,
          country: outlet.country,
          lat: outlet.lat,
          lng: outlet.lng,
          distanceKm,
          phone: outlet.phone,
          website: outlet.website,
          openingHours: outlet.openingHours,
          products: outlet.productIds
            .map((id) => slugs.byId.get(id))
            .filter((slug): slug is string => slug !== undefined),
        })),
      }
    },
  }
}

const PAGE = 5000

/** Every outlet switched on, in pages (one query per 5,000 outlets, not one per outlet). */
async function loadOutlets(): Promise<LocatedOutlet[]> {
  const payload = await getPayloadClient()
  const outlets: LocatedOutlet[] = []
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'outlets',
      where: availableIn(),
      depth: 0,
      limit: PAGE,
      page,
      sort: 'id',
      select: {
        title: true,
        kind: true,
        address: true,
        postcode: true,
        city: true,
        country: true,
        lat: true,
        lng: true,
        phone: true,
        website: true,
        opening_hours: true,
        products: true,
      },
    })
    for (const doc of found.docs) {
      outlets.push({
        id: doc.id,
        name: doc.title,
        kind: doc.kind,
        address: doc.address,
        postcode: doc.postcode ?? '',
        city: doc.city,
        country: doc.country,
        lat: doc.lat,
        lng: doc.lng,
        phone: doc.phone || null,
        website: doc.website || null,
        openingHours: (doc.opening_hours ?? []).map(({ days, hours }) => ({ days, hours })),
        productIds: (doc.products ?? []).map((p) => (typeof p === 'number' ? p : p.id)),
      })
    }
    if (!found.hasNextPage) return outlets
  }
}

/** The locale's store-locator products (switched on there), slug ↔ id. */
async function loadProductSlugs(locale: LocaleCode): Promise<ProductSlugs> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    where: availableIn({ store_locator: { equals: true } }),
    select: { slug: true },
  })
  const bySlug = new Map<string, number>()
  const byId = new Map<number, string>()
  for (const doc of docs) {
    if (!doc.slug) continue
    bySlug.set(doc.slug, doc.id)
    byId.set(doc.id, doc.slug)
  }
  return { bySlug, byId }
}

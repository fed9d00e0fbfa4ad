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
  /** In title order, for the page's product filter. */
  list: StoreLocatorProduct[]
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
  const products = productSlugs(s, locale)
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

interface DrizzleSelect {
  select: (columns: Record<string, unknown>) => {
    from: (table: unknown) => Promise<Record<string, unknown>[]>
  }
}

/**
 * Every outlet switched on. Read straight from the adapter's three tables (outlets, their
 * opening hours, their product relations: three queries, whatever the number of outlets), as
 * the Local API takes seconds per few thousand documents and the demo network has 50,000; the
 * Local API in pages is the fallback for an adapter without Drizzle tables.
 */
async function loadOutlets(): Promise<LocatedOutlet[]> {
  const payload = await getPayloadClient()
  const db = payload.db as unknown as {
    drizzle?: DrizzleSelect
    tables?: Record<string, Record<string, unknown> | undefined>
  }
  const t = db.tables?.outlets
  const h = db.tables?.outlets_opening_hours
  const r = db.tables?.outlets_rels
  if (!db.drizzle || !t || !h || !r) return loadOutletsThroughPayload()
  const [rows, hours, rels] = await Promise.all([
    db.drizzle
      .select({
        id: t.id,
        available: t.available,
        title: t.title,
        kind: t.kind,
        address: t.address,
        postcode: t.postcode,
        city: t.city,
        country: t.country,
        lat: t.lat,
        lng: t.lng,
        phone: t.phone,
        website: t.website,
      })
      .from(t),
    db.drizzle
      .select({ parent: h._parentID, order: h._order, days: h.days, hours: h.hours })
      .from(h),
    db.drizzle
      .select({ parent: r.parent, order: r.order, path: r.path, product: r.productsID })
      .from(r),
  ])
  const byOrder = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    Number(a.order) - Number(b.order)
  const hoursOf = groupBy(hours.sort(byOrder), 'parent')
  const productsOf = groupBy(
    rels.filter((x) => x.path === 'products' && x.product != null).sort(byOrder),
    'parent',
  )
  return rows
    .filter((row) => row.available === true || row.available === 1)
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((row) => {
      const id = Number(row.id)
      return {
        id,
        name: String(row.title),
        kind: String(row.kind),
        address: String(row.address),
        postcode: row.postcode ? String(row.postcode) : '',
        city: String(row.city),
        country: String(row.country),
        // PostgreSQL numeric columns come back as strings.
        lat: Number(row.lat),
        lng: Number(row.lng),
        phone: row.phone ? String(row.phone) : null,
        website: row.website ? String(row.website) : null,
        openingHours: (hoursOf.get(id) ?? []).map((x) => ({
          days: String(x.days),
          hours: String(x.hours),
        })),
        productIds: (productsOf.get(id) ?? []).map((x) => Number(x.product)),
      }
    })
}

function groupBy(rows: Record<string, unknown>[], key: string) {
  const groups = new Map<number, Record<string, unknown>[]>()
  for (const row of rows) {
    const k = Number(row[key])
    const group = groups.get(k)
    if (group) group.push(row)
    else groups.set(k, [row])
  }
  return groups
}

/** The same through the Local API, in pages of 5,000. */
async function loadOutletsThroughPayload(): Promise<LocatedOutlet[]> {
  const payload = await getPayloadClient()
  const outlets: LocatedOutlet[] = []
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'outlets',
      // Outlets have no drafts (src/cms/collections/factory.ts): their switch is their state.
      where: { available: { equals: true } },
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

/** The locale's store-locator products, read once per state (the API and the page share it). */
function productSlugs(s: State, locale: LocaleCode): Promise<ProductSlugs> {
  let products = s.products.get(locale)
  if (!products) {
    products = loadProductSlugs(locale)
    s.products.set(locale, products)
    products.catch(() => s.products.delete(locale))
  }
  return products
}

/** The locale's store-locator products (switched on there), slug ↔ id, in title order. */
async function loadProductSlugs(locale: LocaleCode): Promise<ProductSlugs> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    sort: 'title',
    where: availableIn({ store_locator: { equals: true } }),
    select: { slug: true, title: true },
  })
  const bySlug = new Map<string, number>()
  const byId = new Map<number, string>()
  const list: StoreLocatorProduct[] = []
  for (const doc of docs) {
    if (!doc.slug) continue
    bySlug.set(doc.slug, doc.id)
    byId.set(doc.id, doc.slug)
    list.push({ slug: doc.slug, title: doc.title })
  }
  return { bySlug, byId, list }
}

/** A store-locator product as the page's filter offers it. */
export interface StoreLocatorProduct {
  slug: string
  title: string
}

/** The locale's store-locator products with their titles, for the page's product filter. */
export async function storeLocatorProducts(locale: LocaleCode): Promise<StoreLocatorProduct[]> {
  return (await productSlugs(current(), locale)).list
}

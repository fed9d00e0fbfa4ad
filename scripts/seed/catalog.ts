import type { Payload } from 'payload'
import { getLocale, type Language, type LocaleCode } from '../../src/i18n/locales'
import { REDIRECT_TABLE } from '../../src/rules/redirect-table'
import { insertOutlets } from './bulk-outlets'
import { buildEvents } from './catalog-events'
import { buildNetwork } from './catalog-network'
import { buildOffers } from './catalog-offers'
import { buildOutlets } from './catalog-places'
import { EVENT_IMAGES, type EventImage } from './data/events'
import { BOTTLE_ALT, COVERS, type CoverKey, PRODUCTS } from './data/products'
import { seedImage } from './images'
import { richText } from './lexical'
import { createOnce, type SeedReport, upsertLocalized } from './upsert'

/**
 * The least the catalog seed leaves in the database, for tests and checks:
 * products and events per locale (each is available in all 18 locales), outlets overall
 * (outlets are not localized).
 */
export const expectedCatalogCounts = { products: 9, outlets: 200, events: 60 }

/**
 * The en-us slug of a product: the en-ww ↔ en-us table (SPEC §2.10) gives the limited editions
 * and vs-single-distillery a -2 suffix there. Every other locale uses the en-ww slug.
 */
export function productSlug(enWwSlug: string, locale: LocaleCode): string {
  if (locale !== 'en-us') return enWwSlug
  const row = REDIRECT_TABLE.find((r) => r.enWw === `/en-ww/collection/${enWwSlug}/`)
  const match = row?.enUs.match(/^\/en-us\/collection\/([^/]+)\/$/)
  // The XO row maps to the US home, not to a collection slug: its slug stays.
  return match?.[1] ?? enWwSlug
}

/** Demo catalog content in all 18 locales: products, then outlets and events. */
export async function seedCatalog(payload: Payload, report: SeedReport): Promise<void> {
  const productIds = await seedProducts(payload, report)
  await seedOutlets(payload, report, productIds)
  await seedEvents(payload, report)
  await seedOffers(payload, report, productIds)
}

/** Click-to-buy offers (issue 14): every market's retailers for every product. */
async function seedOffers(payload: Payload, report: SeedReport, productIds: Map<string, number>) {
  for (const offer of buildOffers(PRODUCTS.map((p) => p.slug))) {
    const { productSlug, ...fields } = offer
    const product = productIds.get(productSlug)
    if (product === undefined) throw new Error(`seed: product ${productSlug} missing`)
    await createOnce(payload, report, {
      collection: 'retailer-offers',
      find: {
        and: [
          { retailer: { equals: offer.retailer } },
          { product: { equals: product } },
          { market: { equals: offer.market } },
          { pack_size: { equals: offer.pack_size } },
        ],
      },
      data: { ...fields, product },
    })
  }
}

/** Product ids by en-ww slug. */
async function seedProducts(payload: Payload, report: SeedReport): Promise<Map<string, number>> {
  const covers = new Map<CoverKey, number>()
  for (const [key, cover] of Object.entries(COVERS) as [CoverKey, (typeof COVERS)[CoverKey]][]) {
    covers.set(
      key,
      await seedImage(payload, {
        key: `catalog-cover-${key}`,
        motif: cover.motif,
        hue: cover.hue,
        alt: cover.alt,
      }),
    )
  }

  const ids = new Map<string, number>()
  for (const product of PRODUCTS) {
    const alt = {} as Record<Language, string>
    for (const language of Object.keys(product.text) as Language[]) {
      alt[language] = BOTTLE_ALT[language](product.text[language].title)
    }
    const image = await seedImage(payload, {
      key: `catalog-bottle-${product.slug}`,
      motif: 'bottle',
      hue: product.hue,
      alt,
    })
    const cover = covers.get(product.cover)
    // The gallery (issue 14): the bottle, its cover and the cellars (or the vineyard).
    const third = covers.get(product.cover === 'cellar' ? 'vineyard' : 'cellar')
    const gallery = [image, cover, third].filter((id): id is number => typeof id === 'number')
    const id = await upsertLocalized(payload, report, {
      collection: 'products',
      find: { slug: { equals: product.slug } },
      data: (locale) => {
        const t = product.text[getLocale(locale).language]
        return {
          title: t.title,
          slug: productSlug(product.slug, locale),
          available: true,
          range: product.range,
          sort_order: product.sort_order,
          small_description: t.small_description,
          description: richText(t.description),
          image,
          cover,
          gallery,
          colour: t.colour,
          nose: t.nose,
          palate: t.palate,
          finish: t.finish,
          flavour_profile: product.flavour_profile,
          age_statement_years: product.age_statement_years,
          abv: product.abv,
          volume_ml: product.volume_ml,
          cru: t.cru,
          cask_type: t.cask_type,
          distillation: t.distillation,
          grouping_id: product.grouping_id,
          click_to_buy: product.click_to_buy,
          store_locator: product.store_locator,
          seo: {
            title: `${t.title} · Maison Solaine`,
            description: t.small_description,
            share_image: image,
          },
        }
      },
    })
    ids.set(product.slug, id)
  }
  return ids
}

/** Outlets carry only products offered in the store locator. */
async function seedOutlets(payload: Payload, report: SeedReport, productIds: Map<string, number>) {
  const offered = PRODUCTS.filter((p) => p.store_locator).map((p) => {
    const id = productIds.get(p.slug)
    if (id === undefined) throw new Error(`seed: product ${p.slug} missing`)
    return id
  })
  for (const outlet of buildOutlets(offered.length)) {
    const { productIndexes, ...fields } = outlet
    await createOnce(payload, report, {
      collection: 'outlets',
      find: { and: [{ title: { equals: outlet.title } }, { city: { equals: outlet.city } }] },
      data: {
        ...fields,
        available: true,
        products: productIndexes.map((n) => offered[n]).filter((id) => id !== undefined),
      },
    })
  }
  await seedOutletNetwork(payload, report, offered)
}

/**
 * How many generated outlets the demo network adds (issue 13): SEED_OUTLET_NETWORK, 50,000
 * unless said otherwise; 0 leaves the hand-made outlets only.
 */
export function outletNetworkSize(): number {
  const size = Number(process.env.SEED_OUTLET_NETWORK ?? 50_000)
  return Number.isInteger(size) && size > 0 ? size : 0
}

/**
 * The generated network, bulk-inserted once: a seed that finds its first outlet already stored
 * leaves the network as it is.
 */
async function seedOutletNetwork(payload: Payload, report: SeedReport, offered: number[]) {
  const size = outletNetworkSize()
  if (size === 0) return
  const network = buildNetwork(size, offered.length)
  const first = network[0]
  if (!first) return
  const { totalDocs } = await payload.count({
    collection: 'outlets',
    where: { and: [{ title: { equals: first.title } }, { city: { equals: first.city } }] },
  })
  if (totalDocs > 0) return
  const started = performance.now()
  report.created += await insertOutlets(payload, network, offered)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Seed: ${network.length} generated outlets inserted in ${seconds} s`)
}

async function seedEvents(payload: Payload, report: SeedReport) {
  const images = new Map<EventImage, number>()
  for (const [key, spec] of Object.entries(EVENT_IMAGES) as [
    EventImage,
    (typeof EVENT_IMAGES)[EventImage],
  ][]) {
    images.set(key, await seedImage(payload, { key: `catalog-event-${key}`, ...spec }))
  }
  for (const event of buildEvents()) {
    const { kind: _kind, image, text, ...fields } = event
    await upsertLocalized(payload, report, {
      collection: 'events',
      // The slug is the same in every locale (kind and city, ASCII).
      find: { slug: { equals: event.slug } },
      data: (locale) => {
        const t = text[getLocale(locale).language]
        return {
          ...fields,
          title: t.title,
          description: t.description,
          image: images.get(image),
          available: true,
        }
      },
    })
  }
}

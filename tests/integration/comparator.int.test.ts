/**
 * The comparator's catalogue (issue 14, src/content/comparator.ts): per locale, the cognacs that
 * can be compared (available there, in the collection's order, with the fields the rows read)
 * and the slugs of those that are not, which the results page reports as "not offered here".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSelection } from '@/rules/comparator'
import { type Harness, startPayload } from './payload-harness'

let h: Harness
let content: typeof import('@/content/comparator')

const ctx = { disableRevalidate: true }

async function product(slug: string, sortOrder: number, extra: Record<string, unknown> = {}) {
  return h.payload.create({
    collection: 'products',
    locale: 'en-ww',
    context: ctx,
    data: {
      title: slug.toUpperCase(),
      slug,
      available: true,
      range: 'core',
      sort_order: sortOrder,
      small_description: `Cognac ${slug}`,
      flavour_profile: { fruity: 5, floral: 5, spicy: 5, woody: 5, sweet: 5 },
      abv: 40,
      volume_ml: 700,
      ...extra,
    },
  })
}

beforeAll(async () => {
  h = await startPayload()
  content = await import('@/content/comparator')
  await product('xo', 40, {
    age_statement_years: 10,
    cru: 'Grande Champagne',
    nose: 'Dried fig',
    store_locator: true,
    flavour_profile: { fruity: 7, floral: 5, spicy: 7, woody: 7, sweet: 6 },
  })
  await product('v-s-o-p', 20, { age_statement_years: 4 })
  const gold = await product('gold', 70, { age_statement_years: 40, abv: 42 })
  // Written in fr-fr but switched off there.
  await h.payload.update({
    collection: 'products',
    id: gold.id,
    locale: 'fr-fr',
    context: ctx,
    data: { title: 'GOLD', slug: 'gold', small_description: 'Cognac gold', available: false },
  })
  const vsop = await h.payload.find({
    collection: 'products',
    where: { slug: { equals: 'v-s-o-p' } },
    locale: 'en-ww',
  })
  const xo = await h.payload.find({
    collection: 'products',
    where: { slug: { equals: 'xo' } },
    locale: 'en-ww',
  })
  for (const doc of [...vsop.docs, ...xo.docs]) {
    await h.payload.update({
      collection: 'products',
      id: doc.id,
      locale: 'fr-fr',
      context: ctx,
      data: {
        title: doc.title,
        slug: doc.slug,
        small_description: `Cognac ${doc.slug}`,
        available: true,
      },
    })
  }
})
afterAll(async () => {
  await h?.close()
})

describe('comparatorCatalog', () => {
  it('lists the locale’s cognacs in the collection’s order with what the rows read', async () => {
    const { products, unavailable } = await content.comparatorCatalog('en-ww')
    expect(products.map((p) => p.slug)).toEqual(['v-s-o-p', 'xo', 'gold'])
    expect(unavailable).toEqual([])
    expect(products[1]).toMatchObject({
      slug: 'xo',
      title: 'XO',
      age_statement_years: 10,
      cru: 'Grande Champagne',
      nose: 'Dried fig',
      abv: 40,
      volume_ml: 700,
      store_locator: true,
      flavour_profile: { fruity: 7, floral: 5, spicy: 7, woody: 7, sweet: 6 },
    })
  })

  it('names the cognacs not offered in a locale, so a link to one says why it was left out', async () => {
    const catalog = await content.comparatorCatalog('fr-fr')
    expect(catalog.products.map((p) => p.slug)).toEqual(['v-s-o-p', 'xo'])
    expect(catalog.unavailable).toEqual(['gold'])
    const selection = parseSelection('xo,gold,nope,v-s-o-p', {
      available: new Set(catalog.products.map((p) => p.slug)),
      unavailable: new Set(catalog.unavailable),
    })
    expect(selection).toEqual({
      slugs: ['xo', 'v-s-o-p'],
      valid: true,
      dropped: { unknown: ['nope'], unavailable: ['gold'], overLimit: [] },
    })
  })

  it('a locale where nothing is written offers nothing to compare', async () => {
    expect(await content.comparatorCatalog('zh-tw')).toEqual({ products: [], unavailable: [] })
  })
})

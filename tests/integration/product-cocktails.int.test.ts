/**
 * "Cocktails made with it" on a product page (issue 14, src/content/product-cocktails.ts): the
 * cocktails whose recipe bloc names the product, per locale, available ones only.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

let h: Harness
let content: typeof import('@/content/product-cocktails')
const ctx = { disableRevalidate: true }
let xo: number
let vs: number
let cover: number

async function product(slug: string) {
  const doc = await h.payload.create({
    collection: 'products',
    locale: 'en-ww',
    context: ctx,
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
    },
  })
  return doc.id
}

async function cocktail(slug: string, productId: number | null, available = true) {
  const doc = await h.payload.create({
    collection: 'cocktails',
    locale: 'en-ww',
    context: ctx,
    data: {
      title: slug,
      slug,
      available,
      cover,
      templateV2: true,
      blocs: [
        { blockType: 'bloc_hero', title: slug, image: cover },
        {
          blockType: 'bloc_recipe',
          title: 'Recipe',
          ingredients: [{ name: 'cognac' }],
          ...(productId ? { related_product: productId } : {}),
        },
      ],
    } as never,
  })
  return doc.id
}

beforeAll(async () => {
  h = await startPayload()
  content = await import('@/content/product-cocktails')
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#8a4b1d' } })
    .png()
    .toBuffer()
  cover = (
    await h.payload.create({
      collection: 'media',
      data: { alt: 'Cover' },
      file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
    })
  ).id
  xo = await product('xo')
  vs = await product('vs')
  await cocktail('sidecar', xo)
  await cocktail('hidden-sour', xo, false)
  await cocktail('highball', vs)
  await cocktail('spritz', null)
  const fr = await cocktail('french-75', xo)
  await h.payload.update({
    collection: 'cocktails',
    id: fr,
    locale: 'fr-fr',
    context: ctx,
    data: {
      title: 'French 75',
      slug: 'french-75',
      available: true,
      blocs: [
        { blockType: 'bloc_hero', title: 'French 75', image: cover },
        {
          blockType: 'bloc_recipe',
          title: 'Recette',
          ingredients: [{ name: 'cognac' }],
          related_product: xo,
        },
      ],
    } as never,
  })
})
afterAll(async () => {
  await h?.close()
})

describe('cocktailsMadeWith', () => {
  it('lists the available cocktails whose recipe uses the product', async () => {
    const cards = await content.cocktailsMadeWith(xo, 'en-ww')
    expect(cards.map((c) => c.title).sort()).toEqual(['french-75', 'sidecar'])
    expect((await content.cocktailsMadeWith(vs, 'en-ww')).map((c) => c.title)).toEqual(['highball'])
  })

  it('keeps to the cocktails available in the locale', async () => {
    const cards = await content.cocktailsMadeWith(xo, 'fr-fr')
    expect(cards.map((c) => c.title)).toEqual(['French 75'])
    expect(await content.cocktailsMadeWith(vs, 'fr-fr')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from '../Cocktail/recipe-structured-data'
import { PRODUCT_BRAND, type ProductSummary, productJsonLd } from './product-structured-data'

const xo: ProductSummary = {
  name: 'XO',
  description: '  Rich, deep and long.  ',
  images: [
    '/api/media/file/xo.png',
    null,
    '/api/media/file/xo-cellar.png',
    '/api/media/file/xo.png',
  ],
  category: 'Cognac',
  abv: 40,
  volumeMl: 700,
  url: '/en-ww/collection/xo/',
  sku: 'XO-70',
}

describe('productJsonLd (issue 14: Product JSON-LD)', () => {
  it('is a schema.org Product of the house brand', () => {
    const data = productJsonLd(xo, 'https://www.example.com')
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('Product')
    expect(data.name).toBe('XO')
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Maison Solaine' })
    expect(PRODUCT_BRAND).toBe('Maison Solaine')
    expect(data.description).toBe('Rich, deep and long.')
    expect(data.category).toBe('Cognac')
    expect(data.sku).toBe('XO-70')
  })

  it('makes images and the page URL absolute with the site origin, each image once', () => {
    const data = productJsonLd(xo, 'https://www.example.com/')
    expect(data.image).toEqual([
      'https://www.example.com/api/media/file/xo.png',
      'https://www.example.com/api/media/file/xo-cellar.png',
    ])
    expect(data.url).toBe('https://www.example.com/en-ww/collection/xo/')
    expect(productJsonLd(xo).image).toEqual([
      '/api/media/file/xo.png',
      '/api/media/file/xo-cellar.png',
    ])
  })

  it('states the strength in % vol. and the bottle size in millilitres', () => {
    const data = productJsonLd({ ...xo, abv: 42.5, volumeMl: 350 })
    expect(data.additionalProperty).toEqual([
      expect.objectContaining({ propertyID: 'alcoholByVolume', value: 42.5, unitText: '%' }),
      expect.objectContaining({ propertyID: 'volume', value: 350, unitCode: 'MLT' }),
    ])
  })

  it('has no offers and no rating, and leaves out empty fields', () => {
    const data = productJsonLd({ name: 'VS', images: [], abv: 40, volumeMl: 700, description: ' ' })
    expect(data).not.toHaveProperty('offers')
    expect(data).not.toHaveProperty('aggregateRating')
    for (const key of ['description', 'image', 'category', 'url', 'sku']) {
      expect(data).not.toHaveProperty(key)
    }
  })

  it('rates only from approved reviews: AggregateRating and the newest three, none without any', () => {
    const review = (rating: number, i: number) => ({
      rating,
      title: i === 0 ? 'Apricot and oak' : null,
      text: `Review ${i}`,
      author: `Anna ${i}.`,
      date: `2026-11-0${i + 1}T10:00:00.000Z`,
    })
    const reviews = { average: 4.3, count: 12, reviews: [5, 4, 4, 5].map(review) }
    const data = productJsonLd({ ...xo, reviews })
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    })
    const items = data.review as Array<Record<string, unknown>>
    expect(items).toHaveLength(3)
    expect(items[0]).toMatchObject({
      '@type': 'Review',
      name: 'Apricot and oak',
      reviewBody: 'Review 0',
      datePublished: '2026-11-01',
      author: { '@type': 'Person', name: 'Anna 0.' },
      reviewRating: { '@type': 'Rating', ratingValue: 5 },
    })
    expect(items[1]).not.toHaveProperty('name')
    for (const none of [null, { average: null, count: 0, reviews: [] }]) {
      const bare = productJsonLd({ ...xo, reviews: none })
      expect(bare).not.toHaveProperty('aggregateRating')
      expect(bare).not.toHaveProperty('review')
    }
  })

  it('cannot close its script element with editor text', () => {
    const html = serializeJsonLd(productJsonLd({ ...xo, name: 'XO </script><b>' }))
    expect(html).not.toContain('</script>')
  })
})

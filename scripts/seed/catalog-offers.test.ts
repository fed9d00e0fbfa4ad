import { describe, expect, it } from 'vitest'
import { OFFER_MARKETS } from '../../src/cms/collections/catalog/RetailerOffers'
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales'
import { isRetailerUrl, marketOf, selectOffers } from '../../src/rules/offers'
import { buildOffers } from './catalog-offers'
import { OFFER_MARKETS_SEED } from './data/offers'
import { PRODUCTS } from './data/products'

const offers = buildOffers(PRODUCTS.map((p) => p.slug))

describe('demo click-to-buy offers (issue 14)', () => {
  it('cover every market the CMS offers, and no other', () => {
    expect(Object.keys(OFFER_MARKETS_SEED).sort()).toEqual([...OFFER_MARKETS].sort())
  })

  it('give every product at least 3 retailers in every locale’s market, one of them in stock', () => {
    for (const locale of LOCALE_CODES) {
      const market = marketOf(locale as LocaleCode)
      for (const product of PRODUCTS) {
        const mine = offers.filter((o) => o.market === market && o.productSlug === product.slug)
        expect(
          new Set(mine.map((o) => o.retailer)).size,
          `${locale} ${product.slug}`,
        ).toBeGreaterThanOrEqual(3)
        expect(mine.some((o) => o.availability === 'in_stock')).toBe(true)
      }
    }
  })

  it('price each market in one currency, with https links the CMS accepts', () => {
    for (const [market, m] of Object.entries(OFFER_MARKETS_SEED)) {
      for (const o of offers.filter((x) => x.market === market)) {
        expect(o.currency).toBe(m.currency)
        expect(o.price).toBeGreaterThan(0)
        expect(Number.isFinite(o.price)).toBe(true)
        expect(Math.round(o.price * 100) / 100).toBe(o.price)
        expect(isRetailerUrl(o.url), o.url).toBe(true)
      }
    }
  })

  it('sort as the modal shows them (in stock first, then price)', () => {
    const xo = offers
      .filter((o) => o.productSlug === 'xo')
      .map((o) => ({ ...o, product: o.productSlug, packSize: o.pack_size }))
    const fr = selectOffers(xo, { product: 'xo', market: 'FR' })
    expect(fr.length).toBeGreaterThanOrEqual(3)
    expect(fr.every((o) => o.currency === 'EUR')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales'
import {
  formatPrice,
  isGroupingId,
  isRetailerUrl,
  marketOf,
  type Offer,
  selectOffers,
} from './offers'

/** Intl separates number and currency with (narrow) no-break spaces: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

const offer = (over: Partial<Offer>): Offer => ({
  retailer: 'Caves du Marais',
  product: 'SOL-XO-70',
  market: 'FR',
  price: 179,
  currency: 'EUR',
  packSize: '70 cl',
  availability: 'in_stock',
  url: 'https://www.cavesdumarais.fr/cognac/maison-solaine-xo',
  ...over,
})

describe('marketOf: a locale’s market is its country, WW for the international locale', () => {
  it.each([
    ['en-ww', 'WW'],
    ['fr-fr', 'FR'],
    ['en-uk', 'GB'],
    ['fr-ca', 'CA'],
    ['en-ca', 'CA'],
    ['zh-tw', 'TW'],
    ['ru-ru', 'RU'],
    ['en-us', 'US'],
  ] as const)('%s → %s', (locale, market) => {
    expect(marketOf(locale)).toBe(market)
  })

  it('gives every locale a two-letter market', () => {
    for (const locale of LOCALE_CODES) expect(marketOf(locale as LocaleCode)).toMatch(/^[A-Z]{2}$/)
  })
})

describe('selectOffers (issue 14: in stock first, then price; per market; unknown product → none)', () => {
  const offers = [
    offer({ retailer: 'A', price: 185, availability: 'in_stock' }),
    offer({ retailer: 'B', price: 172, availability: 'out_of_stock' }),
    offer({ retailer: 'C', price: 175, availability: 'limited' }),
    offer({ retailer: 'D', price: 179, availability: 'in_stock' }),
    offer({ retailer: 'E', price: 150, availability: 'in_stock', market: 'GB', currency: 'GBP' }),
    offer({ retailer: 'F', price: 40, availability: 'in_stock', product: 'SOL-VSOP-70' }),
    offer({ retailer: 'G', price: 179, availability: 'in_stock' }),
  ]

  it.each([
    [
      'XO in France: in stock by price (tie by name), then limited, then out of stock',
      'SOL-XO-70',
      'FR',
      ['D', 'G', 'A', 'C', 'B'],
    ],
    ['XO in the UK: only the UK offer', 'SOL-XO-70', 'GB', ['E']],
    ['VSOP in France: only its own offers', 'SOL-VSOP-70', 'FR', ['F']],
    ['a market with no offer', 'SOL-XO-70', 'RU', []],
    ['an unknown product', 'SOL-NOPE', 'FR', []],
    ['an empty grouping id', '', 'FR', []],
    ['a blank grouping id', '   ', 'FR', []],
  ])('%s', (_, product, market, retailers) => {
    expect(selectOffers(offers, { product, market }).map((o) => o.retailer)).toEqual(retailers)
  })

  it('leaves its input in its order', () => {
    const before = offers.map((o) => o.retailer)
    selectOffers(offers, { product: 'SOL-XO-70', market: 'FR' })
    expect(offers.map((o) => o.retailer)).toEqual(before)
  })
})

describe('formatPrice: the locale’s way of writing money (Intl)', () => {
  it.each([
    [179, 'EUR', 'fr-FR', '179 €'],
    [178.9, 'EUR', 'fr-FR', '178,90 €'],
    [164.9, 'GBP', 'en-GB', '£164.90'],
    [196.9, 'USD', 'en-US', '$196.90'],
    [6800, 'TWD', 'zh-Hant-TW', '$6,800'],
    [20590, 'RUB', 'ru-RU', '20 590 ₽'],
    [5370000, 'VND', 'vi-VN', '5.370.000 ₫'],
    [823.4, 'PLN', 'pl-PL', '823,40 zł'],
  ])('%s %s in %s → %s', (price, currency, lang, text) => {
    expect(plain(formatPrice(price, currency, lang))).toBe(text)
  })
})

describe('isRetailerUrl: an https link to a real host, nothing else', () => {
  it.each([
    ['https://www.cavesdumarais.fr/cognac/maison-solaine-xo', true],
    ['https://shop.example.co.uk/p?id=1', true],
    ['http://www.cavesdumarais.fr/cognac/', false],
    ['javascript:alert(1)', false],
    ['//www.cavesdumarais.fr/', false],
    ['https://localhost/', false],
    ['https://user:pass@cavesdumarais.fr/', false],
    ['/fr-fr/store-locator/', false],
    ['', false],
    [42, false],
    [`https://a.fr/${'x'.repeat(500)}`, false],
  ])('%s → %s', (url, ok) => {
    expect(isRetailerUrl(url)).toBe(ok)
  })
})

describe('isGroupingId: what a request may name as a product (1–64 printable ASCII)', () => {
  it.each([
    ['SOL-XO-70', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['', false],
    ['SOL XO', false],
    ['SOL-XO-70\n', false],
    ['コニャック', false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isGroupingId(value)).toBe(expected)
  })
})

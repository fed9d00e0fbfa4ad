import { describe, expect, it } from 'vitest'
import type { Offer } from '@/rules/offers'
import { US_RETAILERS } from '../us-retailers'
import type { FulfilmentMethod } from './cart'
import { coverageOf, estimateOf, fulfilmentOptions } from './fulfilment'
import type { Place } from './places'

const offer = (
  retailer: string,
  price: number,
  availability: Offer['availability'] = 'in_stock',
): Offer => ({
  retailer,
  product: 'SOL-XO-70',
  market: 'US',
  price,
  currency: 'USD',
  packSize: '750 ml',
  availability,
  url: 'https://example.com/',
})
const offers = [
  offer('Liberty Wine & Spirits', 229.99),
  offer('Pacific Bottle Shop', 218.49),
  offer('Hudson Fine Spirits', 243.79),
  offer('Lone Star Liquor Co.', 227.69, 'out_of_stock'),
]
const place = (zip: string, state: string, lat: number, lng: number): Place => ({
  zip,
  city: 'x',
  state,
  lat,
  lng,
})
const manhattan = place('10001', 'NY', 40.75, -74.0)
const austin = place('78701', 'TX', 30.27, -97.74)
const saltLake = place('84101', 'UT', 40.76, -111.89)
const anchorage = place('99501', 'AK', 61.22, -149.9)

describe('coverage: no home delivery of spirits in AL, MS, UT (pickup still allowed)', () => {
  it.each([
    ['UT', 'delivery', 'noHomeDelivery'],
    ['UT', 'shipping', 'noHomeDelivery'],
    ['UT', 'pickup', 'ok'],
    ['AL', 'shipping', 'noHomeDelivery'],
    ['MS', 'delivery', 'noHomeDelivery'],
    ['NY', 'delivery', 'ok'],
    ['CA', 'shipping', 'ok'],
  ] as const)('%s by %s → %s', (state, method, coverage) => {
    expect(coverageOf(state, method)).toBe(coverage)
  })
})

describe('estimates', () => {
  it.each([
    ['pickup', 5, 0, 0],
    ['delivery', 30, 1, 1],
    ['shipping', 10, 2, 5],
    ['shipping', 4100, 6, 9],
  ] as const)('%s at %i km → %i–%i days', (method, km, min, max) => {
    expect(estimateOf(method, km)).toEqual({ minDays: min, maxDays: max })
  })
})

describe('fulfilmentOptions: who can fulfil at an address', () => {
  it.each<[string, Place, FulfilmentMethod, string, string[]]>([
    // Manhattan: the two New York-area stores deliver, cheapest first at the same estimate.
    [
      'Manhattan delivery',
      manhattan,
      'delivery',
      'ok',
      ['Liberty Wine & Spirits', 'Hudson Fine Spirits'],
    ],
    [
      'Manhattan pickup',
      manhattan,
      'pickup',
      'ok',
      ['Liberty Wine & Spirits', 'Hudson Fine Spirits'],
    ],
    // Shipping: the national shippers; Hudson has no shipping, Lone Star is out of stock.
    [
      'Manhattan shipping',
      manhattan,
      'shipping',
      'ok',
      ['Liberty Wine & Spirits', 'Pacific Bottle Shop'],
    ],
    // Austin: the only local store is out of stock.
    ['Austin delivery', austin, 'delivery', 'ok', []],
    ['Salt Lake delivery', saltLake, 'delivery', 'noHomeDelivery', []],
    ['Salt Lake shipping', saltLake, 'shipping', 'noHomeDelivery', []],
    ['Salt Lake pickup: no store in reach', saltLake, 'pickup', 'ok', []],
    [
      'Anchorage shipping',
      anchorage,
      'shipping',
      'ok',
      ['Pacific Bottle Shop', 'Liberty Wine & Spirits'],
    ],
  ])('%s', (_, where, method, coverage, retailers) => {
    const result = fulfilmentOptions({ place: where, method, offers, profiles: US_RETAILERS })
    expect(result.coverage).toBe(coverage)
    expect(result.options.map((o) => o.retailer)).toEqual(retailers)
  })

  it('gives the price and the estimate', () => {
    const [first] = fulfilmentOptions({
      place: manhattan,
      method: 'shipping',
      offers,
      profiles: US_RETAILERS,
    }).options
    expect(first).toMatchObject({
      price: 229.99,
      currency: 'USD',
      estimate: { minDays: 2, maxDays: 5 },
    })
  })
})

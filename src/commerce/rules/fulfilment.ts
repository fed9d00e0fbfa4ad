/**
 * Who can fulfil an en-us order at an address, how, at what price and when (issue 14, SPEC §7
 * delivery-fulfilment service). Pure: the retailers' profiles and offers are passed in.
 *
 * Coverage (docs/decisions.md "en-us cart"): in the demo list of states below, spirits may not
 * be delivered or shipped to a home, so only pickup in a store is offered there; an address
 * outside the 50 states and DC is not in the dataset at all.
 */
import { haversineKm } from '@/rules/geo'
import type { Offer } from '@/rules/offers'
import type { FulfilmentMethod } from './cart'
import type { Place } from './places'

/**
 * States where the demo refuses home delivery and shipping of spirits (a stand-in for the
 * fulfilment service's own legal table, which changes by county and licence): Alabama,
 * Mississippi and Utah, whose state-run or state-controlled systems do not allow it.
 */
export const NO_HOME_DELIVERY_STATES: readonly string[] = ['AL', 'MS', 'UT']

/** Local courier delivery reaches this far from a store. */
export const DELIVERY_RADIUS_KM = 40
/** A store farther than this is not offered for pickup. */
export const PICKUP_RADIUS_KM = 80

export interface RetailerProfile {
  /** As in the retailer offers. */
  retailer: string
  store: { city: string; lat: number; lng: number }
  methods: readonly FulfilmentMethod[]
  /** States the retailer ships to by carrier (licences); empty: none. */
  shipsTo: readonly string[]
}

/** A delivery estimate in days from the order (0: today). */
export interface Estimate {
  minDays: number
  maxDays: number
}

export interface FulfilmentOption {
  retailer: string
  method: FulfilmentMethod
  price: number
  currency: string
  estimate: Estimate
  /** Distance to the retailer's store, rounded km (pickup and delivery). */
  distanceKm: number
}

export type Coverage = 'ok' | 'noHomeDelivery'

export function coverageOf(state: string, method: FulfilmentMethod): Coverage {
  return method !== 'pickup' && NO_HOME_DELIVERY_STATES.includes(state) ? 'noHomeDelivery' : 'ok'
}

/**
 * The estimate of a method at a distance: pickup is ready today, courier delivery arrives the
 * next day (today is not promised: it depends on the hour), carrier shipping takes 2 days plus
 * one per 1,000 km, 3 days of spread.
 */
export function estimateOf(method: FulfilmentMethod, distanceKm: number): Estimate {
  if (method === 'pickup') return { minDays: 0, maxDays: 0 }
  if (method === 'delivery') return { minDays: 1, maxDays: 1 }
  const min = 2 + Math.floor(distanceKm / 1000)
  return { minDays: min, maxDays: min + 3 }
}

/**
 * The retailers that can fulfil a product at a place by a method: an offer in stock (or
 * limited) for the product, a store in reach (delivery, pickup) or a licence for the state
 * (shipping), and the state's coverage. Fastest first, then cheapest, then by name.
 */
export function fulfilmentOptions({
  place,
  method,
  offers,
  profiles,
}: {
  place: Place
  method: FulfilmentMethod
  offers: readonly Offer[]
  profiles: readonly RetailerProfile[]
}): { coverage: Coverage; options: FulfilmentOption[] } {
  const coverage = coverageOf(place.state, method)
  if (coverage !== 'ok') return { coverage, options: [] }
  const options: FulfilmentOption[] = []
  for (const offer of offers) {
    if (offer.availability === 'out_of_stock') continue
    const profile = profiles.find((p) => p.retailer === offer.retailer)
    if (!profile?.methods.includes(method)) continue
    const distanceKm = Math.round(haversineKm(place, profile.store))
    if (method === 'delivery' && distanceKm > DELIVERY_RADIUS_KM) continue
    if (method === 'pickup' && distanceKm > PICKUP_RADIUS_KM) continue
    if (method === 'shipping' && !profile.shipsTo.includes(place.state)) continue
    options.push({
      retailer: offer.retailer,
      method,
      price: offer.price,
      currency: offer.currency,
      estimate: estimateOf(method, distanceKm),
      distanceKm,
    })
  }
  options.sort(
    (a, b) =>
      a.estimate.minDays - b.estimate.minDays ||
      a.price - b.price ||
      a.retailer.localeCompare(b.retailer, 'en'),
  )
  return { coverage, options }
}

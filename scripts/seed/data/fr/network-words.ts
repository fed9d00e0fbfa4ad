import type { NetworkKind } from '../network-words'

/** The French words that start the names of the generated outlets, by kind. */
export const fr: Record<NetworkKind, string> = {
  'wine-merchant': 'Cave',
  'department-store': 'Grand Magasin',
  bar: 'Bar',
  restaurant: 'Restaurant',
  'travel-retail': 'Duty Free',
}

import type { NetworkKind } from '../network-words'

/** The Polish words that start the names of the generated outlets, by kind. */
export const pl: Record<NetworkKind, string> = {
  'wine-merchant': 'Winiarnia',
  'department-store': 'Dom Towarowy',
  bar: 'Bar',
  restaurant: 'Restauracja',
  'travel-retail': 'Duty Free',
}

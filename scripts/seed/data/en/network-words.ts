import type { NetworkKind } from '../network-words'

/** The English words that start the names of the generated outlets, by kind. */
export const en: Record<NetworkKind, string> = {
  'wine-merchant': 'Cellars',
  'department-store': 'Department Store',
  bar: 'Bar',
  restaurant: 'Brasserie',
  'travel-retail': 'Duty Free',
}

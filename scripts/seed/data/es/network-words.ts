import type { NetworkKind } from '../network-words'

/** The Spanish words that start the names of the generated outlets, by kind. */
export const es: Record<NetworkKind, string> = {
  'wine-merchant': 'Vinoteca',
  'department-store': 'Almacenes',
  bar: 'Bar',
  restaurant: 'Restaurante',
  'travel-retail': 'Duty Free',
}

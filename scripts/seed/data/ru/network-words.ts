import type { NetworkKind } from '../network-words'

/** The Russian words that start the names of the generated outlets, by kind. */
export const ru: Record<NetworkKind, string> = {
  'wine-merchant': 'Винотека',
  'department-store': 'Универмаг',
  bar: 'Бар',
  restaurant: 'Ресторан',
  'travel-retail': 'Duty Free',
}

import type { NetworkKind } from '../network-words'

/** The Vietnamese words that start the names of the generated outlets, by kind. */
export const vi: Record<NetworkKind, string> = {
  'wine-merchant': 'Hầm rượu',
  'department-store': 'Trung tâm thương mại',
  bar: 'Quán bar',
  restaurant: 'Nhà hàng',
  'travel-retail': 'Duty Free',
}

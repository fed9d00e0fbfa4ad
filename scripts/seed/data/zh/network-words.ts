import type { NetworkKind } from '../network-words'

/** The Chinese words that start the names of the generated outlets, by kind. */
export const zh: Record<NetworkKind, string> = {
  'wine-merchant': '酒窖',
  'department-store': '百貨',
  bar: '酒吧',
  restaurant: '餐廳',
  'travel-retail': '免稅店',
}

import type { VisitKey } from '../visits'

/** The Chinese descriptions of the demo visits. */
export const zh: Record<VisitKey, string> = {
  tasting:
    '在品酒室度過一小時：先品嚐四款不同年份的生命之水，再品 Ruban Bleu，由導覽員講解橡木桶中每一年帶來的變化。',
  'cellar-tour':
    '從蒸餾器走到「天堂酒窖」，最古老的生命之水在玻璃酒罈中靜靜安放。參觀以兩款干邑的品飲作結。',
  'vineyard-walk': '在大香檳區白堊質山坡上的葡萄園中漫步兩小時，隨後在老壓榨房的樹蔭下小酌一杯。',
}

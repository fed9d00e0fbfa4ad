import type { CategorySlug, TagSlug, TermText } from '../taxonomy'

/** The Chinese texts of the tags and categories, by slug. */
export const zh = {
  tags: {
    heritage: {
      title: '傳承',
      description: '自 1847 年以來塑造 Maison Solaine 的人物、地方與年代。',
    },
    craftsmanship: { title: '工藝', description: '蒸餾、製桶、陳年與調配：每一瓶酒背後的雙手。' },
    mixology: { title: '調酒', description: '搖酒器裡的干邑：來自吧檯的技法、經典與新點子。' },
    vineyard: {
      title: '葡萄園',
      description: '白堊、葡萄藤與天氣：化為我們生命之水的葡萄的一年。',
    },
    tasting: { title: '品鑑', description: '如何聞香、品嚐與侍酒：純飲或佐餐皆宜。' },
    events: { title: '活動', description: '在酒莊與巡迴各地舉辦的音樂會、講座與開放日。' },
  } satisfies Record<TagSlug, TermText>,
  categories: {
    'house-stories': {
      title: '酒莊故事',
      description: 'Maison Solaine 與成就它的人們的生活篇章。',
    },
    'savoir-faire': {
      title: '匠心技藝',
      description: '從葡萄藤到酒杯：干邑如何種植、蒸餾、陳年與調配。',
    },
    'art-of-living': { title: '生活藝術', description: '餐桌上、吧檯邊與朋友相聚時的干邑。' },
  } satisfies Record<CategorySlug, TermText>,
}

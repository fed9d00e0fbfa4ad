import type { CategorySlug, TagSlug, TermText } from '../taxonomy'

/** The English texts of the tags and categories, by slug. */
export const en = {
  tags: {
    heritage: {
      title: 'Heritage',
      description: 'The people, places and dates that have shaped Maison Solaine since 1847.',
    },
    craftsmanship: {
      title: 'Craftsmanship',
      description: 'Distilling, coopering, ageing and blending: the hands behind every bottle.',
    },
    mixology: {
      title: 'Mixology',
      description: 'Cognac in the shaker: techniques, classics and new ideas from the bar.',
    },
    vineyard: {
      title: 'Vineyard',
      description: 'Chalk, vines and weather: the year of the grapes that become our eaux-de-vie.',
    },
    tasting: {
      title: 'Tasting',
      description: 'How to nose, taste and serve cognac, neat or at the table.',
    },
    events: {
      title: 'Events',
      description: 'Concerts, talks and open days at the house and on tour.',
    },
  } satisfies Record<TagSlug, TermText>,
  categories: {
    'house-stories': {
      title: 'House stories',
      description: 'Chapters from the life of Maison Solaine and of the people who make it.',
    },
    'savoir-faire': {
      title: 'Savoir-faire',
      description: 'From vine to glass: how cognac is grown, distilled, aged and blended.',
    },
    'art-of-living': {
      title: 'Art of living',
      description: 'Cognac at the table, at the bar and among friends.',
    },
  } satisfies Record<CategorySlug, TermText>,
}

import type { CategorySlug, TagSlug, TermText } from '../taxonomy'

/** The French texts of the tags and categories, by slug. */
export const fr = {
  tags: {
    heritage: {
      title: 'Patrimoine',
      description:
        'Les femmes, les hommes, les lieux et les dates qui façonnent la Maison Solaine depuis 1847.',
    },
    craftsmanship: {
      title: 'Savoir-faire',
      description:
        'Distillation, tonnellerie, vieillissement et assemblage : les mains derrière chaque bouteille.',
    },
    mixology: {
      title: 'Mixologie',
      description: 'Le cognac au shaker : techniques, classiques et idées neuves venues du bar.',
    },
    vineyard: {
      title: 'Vignoble',
      description:
        'La craie, la vigne et le temps qu’il fait : l’année des raisins qui deviennent nos eaux-de-vie.',
    },
    tasting: {
      title: 'Dégustation',
      description: 'Sentir, goûter et servir le cognac, pur ou à table.',
    },
    events: {
      title: 'Événements',
      description: 'Concerts, rencontres et journées portes ouvertes à la maison et en tournée.',
    },
  } satisfies Record<TagSlug, TermText>,
  categories: {
    'house-stories': {
      title: 'Histoires de la maison',
      description: 'Des chapitres de la vie de la Maison Solaine et de celles et ceux qui la font.',
    },
    'savoir-faire': {
      title: 'Savoir-faire',
      description:
        'De la vigne au verre : comment le cognac est cultivé, distillé, vieilli et assemblé.',
    },
    'art-of-living': {
      title: 'Art de vivre',
      description: 'Le cognac à table, au bar et entre amis.',
    },
  } satisfies Record<CategorySlug, TermText>,
}

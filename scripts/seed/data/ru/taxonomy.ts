import type { CategorySlug, TagSlug, TermText } from '../taxonomy'

/** The Russian texts of the tags and categories, by slug. */
export const ru = {
  tags: {
    heritage: {
      title: 'Наследие',
      description: 'Люди, места и даты, которые с 1847 года формируют Maison Solaine.',
    },
    craftsmanship: {
      title: 'Мастерство',
      description:
        'Дистилляция, бондарное дело, выдержка и купаж: руки, стоящие за каждой бутылкой.',
    },
    mixology: {
      title: 'Миксология',
      description: 'Коньяк в шейкере: техники, классика и новые идеи из-за барной стойки.',
    },
    vineyard: {
      title: 'Виноградник',
      description: 'Мел, лоза и погода: год винограда, который станет нашими коньячными спиртами.',
    },
    tasting: {
      title: 'Дегустация',
      description: 'Как нюхать, пробовать и подавать коньяк: в чистом виде или к столу.',
    },
    events: {
      title: 'События',
      description: 'Концерты, беседы и дни открытых дверей в доме и на гастролях.',
    },
  } satisfies Record<TagSlug, TermText>,
  categories: {
    'house-stories': {
      title: 'Истории дома',
      description: 'Главы из жизни Maison Solaine и людей, которые её создают.',
    },
    'savoir-faire': {
      title: 'Секреты мастерства',
      description:
        'От лозы до бокала: как выращивают, перегоняют, выдерживают и купажируют коньяк.',
    },
    'art-of-living': {
      title: 'Искусство жить',
      description: 'Коньяк за столом, в баре и в кругу друзей.',
    },
  } satisfies Record<CategorySlug, TermText>,
}

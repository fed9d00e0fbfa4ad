import type { CategorySlug, TagSlug, TermText } from '../taxonomy'

/** The Polish texts of the tags and categories, by slug. */
export const pl = {
  tags: {
    heritage: {
      title: 'Dziedzictwo',
      description: 'Ludzie, miejsca i daty, które od 1847 roku kształtują Maison Solaine.',
    },
    craftsmanship: {
      title: 'Rzemiosło',
      description:
        'Destylacja, bednarstwo, leżakowanie i kupażowanie: ręce, które stoją za każdą butelką.',
    },
    mixology: {
      title: 'Miksologia',
      description: 'Koniak w shakerze: techniki, klasyki i nowe pomysły prosto zza baru.',
    },
    vineyard: {
      title: 'Winnica',
      description: 'Kreda, winorośl i pogoda: rok winogron, z których powstają nasze okowity.',
    },
    tasting: {
      title: 'Degustacja',
      description: 'Jak wąchać, smakować i podawać koniak: solo albo przy stole.',
    },
    events: {
      title: 'Wydarzenia',
      description: 'Koncerty, rozmowy i dni otwarte w naszym domu i w trasie.',
    },
  } satisfies Record<TagSlug, TermText>,
  categories: {
    'house-stories': {
      title: 'Historie domu',
      description: 'Rozdziały z życia Maison Solaine i ludzi, którzy ją tworzą.',
    },
    'savoir-faire': {
      title: 'Know-how',
      description:
        'Od winorośli do kieliszka: jak uprawia się, destyluje, leżakuje i kupażuje koniak.',
    },
    'art-of-living': {
      title: 'Sztuka życia',
      description: 'Koniak przy stole, przy barze i w gronie przyjaciół.',
    },
  } satisfies Record<CategorySlug, TermText>,
}

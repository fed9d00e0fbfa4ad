import type { CategorySlug, TagSlug, TermText } from '../taxonomy'

/** The Spanish texts of the tags and categories, by slug. */
export const es = {
  tags: {
    heritage: {
      title: 'Patrimonio',
      description:
        'Las personas, los lugares y las fechas que han forjado Maison Solaine desde 1847.',
    },
    craftsmanship: {
      title: 'Oficio',
      description:
        'Destilación, tonelería, envejecimiento y ensamblaje: las manos detrás de cada botella.',
    },
    mixology: {
      title: 'Coctelería',
      description: 'El coñac en la coctelera: técnicas, clásicos e ideas nuevas desde la barra.',
    },
    vineyard: {
      title: 'Viñedo',
      description:
        'Caliza, viñas y clima: el año de las uvas que se convierten en nuestros aguardientes.',
    },
    tasting: {
      title: 'Cata',
      description: 'Cómo oler, catar y servir el coñac, solo o en la mesa.',
    },
    events: {
      title: 'Eventos',
      description: 'Conciertos, charlas y jornadas de puertas abiertas en la casa y de gira.',
    },
  } satisfies Record<TagSlug, TermText>,
  categories: {
    'house-stories': {
      title: 'Historias de la casa',
      description: 'Capítulos de la vida de Maison Solaine y de las personas que la hacen posible.',
    },
    'savoir-faire': {
      title: 'Saber hacer',
      description: 'De la viña a la copa: cómo se cultiva, destila, envejece y ensambla el coñac.',
    },
    'art-of-living': {
      title: 'Arte de vivir',
      description: 'El coñac en la mesa, en la barra y entre amigos.',
    },
  } satisfies Record<CategorySlug, TermText>,
}

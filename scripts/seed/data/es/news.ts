import type { NewsSlug, NewsText, ShortText, VideoSlug } from '../news'

/** The Spanish texts of the news and videos, by slug. */
export const es = {
  news: {
    'tasting-room-reopens': {
      title: 'Nuestra sala de catas reabre en el quai des Chais',
      excerpt:
        'Tras un invierno de obras, la sala de catas de Maison Solaine vuelve a recibir visitantes desde el 11 de abril de 2026.',
      body: [
        'Tras seis meses de restauración, la sala de catas de Maison Solaine reabre sus puertas el 11 de abril de 2026. Se han conservado las viejas vigas de roble, la barra mira ahora al río y una nueva sala en el piso superior puede acoger grupos de hasta doce personas.',
        'Las catas guiadas se celebran todos los días excepto los lunes, en francés e inglés, y duran alrededor de una hora. Se recomienda reservar; los socios del club de la casa tienen prioridad en las sesiones del fin de semana.',
      ],
    },
    'cooperage-apprentices': {
      title: 'Tres aprendices se convierten en toneleros',
      excerpt:
        'Tras cuatro años de formación en nuestro taller, tres aprendices han montado por sí solos sus primeras barricas.',
      body: [
        'El 1 de julio, Léa, Hugo y Samir presentaron ante un jurado de maestros toneleros la barrica que cada uno había construido solo, de la duela hendida al último aro. Los tres aprobaron y los tres se quedan en la casa.',
        'Con ellos, la tonelería Solaine vuelve a tener un equipo de siete personas por primera vez desde 1990. Sus primeras barricas recibirán aguardientes de la cosecha de 2026.',
      ],
    },
    'shows-season-2026-2027': {
      title: 'Los Solaine Shows vuelven en la temporada 2026-2027',
      excerpt:
        'Los conciertos y las charlas regresan a las bodegas este invierno, empezando con una noche de jazz el 12 de diciembre.',
      body: [
        'Nuestra serie de noches de música y charlas en las bodegas vuelve este invierno. La temporada se abre el 12 de diciembre de 2026 con Jazz de invierno en la bodega y continúa hasta la primavera con conciertos, lecturas y conversaciones con las personas de la casa.',
        'El aforo está limitado a ciento veinte personas por velada. Los socios del club de la casa pueden reservar dos semanas antes que el resto; el programa completo está en nuestra página de Shows.',
      ],
    },
    'harvest-2026-report': {
      title: 'Vendimia 2026: poco volumen, mucha luz',
      excerpt:
        'Las últimas uvas entraron el 14 de octubre. Un verano seco dio una cosecha más pequeña, con una acidez excelente.',
      body: [
        'El último remolque de ugni blanc llegó a la prensa el 14 de octubre y cerró una vendimia que había comenzado el 22 de septiembre. Un verano seco y soleado mantuvo los racimos sanos pero pequeños, y los rendimientos son un diez por ciento inferiores a la media de los últimos cinco años.',
        'Los vinos son frescos y luminosos, con la acidez que esperaba nuestra maestra bodeguera. La destilación empieza en noviembre y, como exige el reglamento de la denominación, deberá terminar antes del 31 de marzo de 2027.',
      ],
    },
  } satisfies Record<NewsSlug, NewsText>,
  videos: {
    'the-making-of-xo': {
      title: 'Así se hace el XO',
      excerpt:
        'De los alambiques a la línea de embotellado: unos minutos en el corazón de la elaboración de nuestro XO.',
    },
    'harvest-2026': {
      title: 'Vendimia 2026',
      excerpt:
        'Salidas al amanecer, remolques llenos y los primeros mostos: la vendimia 2026 en la Grande Champagne.',
    },
    'a-cocktail-with-the-bartender': {
      title: 'Un cóctel con el bartender',
      excerpt:
        'Julien Marchetti, jefe de barra de nuestra sala de catas, prepara un cognac sour y explica cada paso.',
    },
    'the-cellar-at-night': {
      title: 'La bodega de noche',
      excerpt:
        'Para socios: un paseo silencioso por las bodegas después del cierre, con la maestra bodeguera como guía.',
    },
  } satisfies Record<VideoSlug, ShortText>,
}

import type { ArchivedShowSlug, ShowSlug, ShowText, ShowVenueText } from '../shows'

/** The Spanish texts of the shows, by slug. */
export const es = {
  venue: {
    venue: 'Las bodegas Solaine, quai des Chais',
    city: 'Cognac',
    places: {
      greatCellar: 'La Gran Bodega',
      stillRoom: 'Sala de alambiques',
      tastingRoom: 'Sala de catas',
      cellarBar: 'Bar de la bodega',
      cooperage: 'Tonelería',
    },
  } satisfies ShowVenueText,
  shows: {
    'autumn-strings-2025': {
      title: 'Solaine Sessions: cuerdas de otoño',
      excerpt:
        'Un cuarteto de cuerda, un violonchelo solo y un trío folk entre las barricas de la Gran Bodega.',
      body: [
        'Durante una velada de octubre, la Gran Bodega cambió el silencio de las barricas por el sonido de las cuerdas. El Quatuor Lumen abrió la noche con Haydn, antes de que la violonchelista Inès Garnier interpretara suites de Bach a la luz de las velas.',
        'El Trio de la Charente cerró la noche con canciones del valle del río, y durante el entreacto los invitados cataron, uno junto a otro, un aguardiente joven y un XO.',
      ],
    },
    'cellar-talks-wood-and-time': {
      title: 'Charlas en la bodega: la madera y el tiempo',
      excerpt:
        'Nuestro tonelero, nuestra maestra bodeguera y una historiadora sobre el largo diálogo entre el roble y el aguardiente.',
      body: [
        'En junio, la sala de catas se convirtió en un pequeño auditorio durante una velada de charlas. Bastien Lefort mostró cómo se curva una duela sobre el fuego, y Mathilde Roux sirvió un mismo aguardiente envejecido en tres barricas diferentes.',
        'La historiadora Hélène Marchal contó la historia del comercio del roble en el Charente, y la aprendiz de tonelera Léa Dubreuil habló de sus años en el taller. La velada terminó con las preguntas del público y una copa en el patio.',
      ],
    },
    'winter-jazz-in-the-chais': {
      title: 'Jazz de invierno en la bodega',
      excerpt:
        'La nueva temporada se abre con una noche de jazz en la Gran Bodega, del quinteto a los vinilos de madrugada.',
      body: [
        'El 12 de diciembre, la Gran Bodega abre sus puertas para la primera velada de la temporada 2026-2027. El Amandine Rey Quintet interpreta su nuevo programa inspirado en el río, seguido de la cantante Sacha Morel en el bar de la bodega.',
        'Les Nuits Bleues suben al escenario a partir de las diez, y Émile Fontaine cierra la noche con una selección de discos de jazz. Se servirán cócteles de coñac durante toda la velada; el aforo está limitado a ciento veinte personas.',
      ],
    },
  } satisfies Record<ShowSlug, ShowText>,
  archive: {
    'harvest-blues-2024': {
      title: 'Solaine Sessions: Blues de vendimia',
      excerpt: 'Blues en el bar de la bodega para cerrar la vendimia de 2024.',
      body: [
        'Con las últimas uvas recogidas, el bar de la bodega se llenó del blues de Lou Barrault y de una banda del río.',
      ],
    },
    'winter-choir-2024': {
      title: 'Solaine Sessions: Coro de invierno',
      excerpt: 'Cuarenta voces bajo las bóvedas de la Gran Bodega.',
      body: [
        'El Chœur de Saintonge cantó villancicos de la región entre las barricas, a la luz de las velas.',
      ],
    },
    'spring-piano-2025': {
      title: 'Solaine Sessions: Piano de primavera',
      excerpt: 'Un recital de piano en la sala de catas, con un coñac joven en el descanso.',
      body: [
        'Camille Aubert tocó Debussy y Satie mientras la primera luz de la primavera entraba por las ventanas de la sala.',
      ],
    },
    'summer-jazz-2025': {
      title: 'Solaine Sessions: Jazz de verano',
      excerpt: 'Jazz entre las duelas y los aros de la tonelería en una larga tarde de junio.',
      body: [
        'El Trio Charente tocó entre los bancos de los toneleros y la noche terminó con cognac tonics en el patio.',
      ],
    },
    'cellar-talks-the-still-2026': {
      title: 'Cellar Talks: El alambique',
      excerpt: 'Nuestra maestra bodeguera habla de la segunda destilación, junto a los alambiques.',
      body: [
        'Mathilde Roux explicó cómo se separa el corazón de la destilación y los invitados probaron el aguardiente recién salido del alambique.',
      ],
    },
  } satisfies Record<ArchivedShowSlug, ShowText>,
}

import type { EpisodeSlug, EpisodeText, SessionSlug, SessionText } from '../sessions'

/** The Spanish texts of the masterclasses and their episodes, by slug. */
export const es = {
  sessions: {
    'the-art-of-tasting': {
      title: 'El arte de la cata',
      cardDescription:
        'Tres lecciones breves con nuestra maestra bodeguera para aprender a mirar, oler y saborear un coñac.',
      instructorRole: 'Maestra bodeguera',
      seoDescription:
        'Una masterclass gratuita en tres episodios: la nariz, la boca y el final de un coñac, con la maestra bodeguera de Maison Solaine.',
    },
    'from-vine-to-glass': {
      title: 'De la viña a la copa',
      cardDescription:
        'Acompañe un año de la casa con nuestro maestro destilador, de la vendimia de octubre a las barricas de roble de las bodegas.',
      instructorRole: 'Maestro destilador',
      seoDescription:
        'Una masterclass para miembros en tres episodios: vendimia, doble destilación y envejecimiento en roble en Maison Solaine.',
    },
  } satisfies Record<SessionSlug, SessionText>,
  episodes: {
    'the-art-of-tasting-1-nose': {
      title: 'La nariz',
      description:
        'Cómo sostener la copa, a qué distancia acercarla y cómo nombrar lo que se huele, de las primeras notas frescas a las más profundas.',
      quiz: [
        {
          question: '¿Cómo se huele un coñac por primera vez?',
          answers: [
            'A unos centímetros de la copa, sin hundir la nariz',
            'Con la nariz bien metida en la copa',
            'Después de agitarlo con fuerza durante un minuto',
          ],
        },
        {
          question: '¿Qué aromas suelen abrir un coñac joven?',
          answers: [
            'El cuero y el tabaco',
            'La fruta fresca y las flores blancas',
            'El humo y el alquitrán',
          ],
        },
      ],
    },
    'the-art-of-tasting-2-palate': {
      title: 'La boca',
      description:
        'Un primer sorbo pequeño para saludar al aguardiente y un segundo para descubrir su fruta, sus especias y su textura.',
      quiz: [
        {
          question: '¿Por qué tomar un primer sorbo muy pequeño?',
          answers: [
            'Para que la botella dure más',
            'Para refrescar la boca',
            'Para que el paladar se acostumbre al alcohol',
          ],
        },
        {
          question: '¿Qué describe el «rancio»?',
          answers: [
            'Un defecto de la destilación',
            'Las notas de frutos secos y sotobosque de un largo envejecimiento',
            'Una variedad de uva de Cognac',
          ],
        },
      ],
    },
    'the-art-of-tasting-3-finish': {
      title: 'El final',
      description:
        'Lo que queda tras el último sorbo: cuánto duran los sabores y lo que la copa vacía aún tiene que decir.',
      quiz: [
        {
          question: '¿Qué es el final de un coñac?',
          answers: [
            'Cuánto duran sus sabores después de tragarlo',
            'La última gota de la botella',
            'El último paso del ensamblaje',
          ],
        },
        {
          question: '¿Por qué oler la copa vacía?',
          answers: [
            'Para comprobar que está limpia',
            'Porque los aromas de la madera permanecen en ella',
            'Solo por tradición',
          ],
        },
      ],
    },
    'from-vine-to-glass-1-harvest': {
      title: 'La vendimia',
      description:
        'En los viñedos calizos de la Grande Champagne: por qué la ugni blanc se recoge pronto y se prensa enseguida.',
      quiz: [
        {
          question: '¿Cuándo se suelen vendimiar las uvas del coñac?',
          answers: ['En pleno verano', 'En octubre', 'En invierno, tras las primeras heladas'],
        },
        {
          question: '¿Por qué la ugni blanc es adecuada para el coñac?',
          answers: [
            'Su alta acidez y su bajo azúcar mantienen fresco el vino',
            'Da un vino muy dulce',
            'Tiene un color rojo intenso',
          ],
        },
      ],
    },
    'from-vine-to-glass-2-distillation': {
      title: 'La doble destilación',
      description:
        'Una noche de invierno junto a los alambiques de cobre: el brouillis, el segundo calentamiento y el corte que solo conserva el corazón.',
      quiz: [
        {
          question: '¿Qué produce la primera destilación?',
          answers: [
            'Coñac listo para beber',
            'Un licor dulce',
            'El brouillis, con cerca de un 30 % de alcohol',
          ],
        },
        {
          question: '¿En qué fecha debe terminar la destilación?',
          answers: [
            'El 31 de marzo siguiente a la vendimia',
            'El 31 de diciembre',
            'No hay fecha límite',
          ],
        },
      ],
    },
    'from-vine-to-glass-3-ageing': {
      title: 'El envejecimiento en roble',
      description:
        'De las barricas nuevas a las viejas, de las bodegas secas a las húmedas: cómo el tiempo y el roble moldean el aguardiente.',
      quiz: [
        {
          question: '¿Qué roble usan las casas de Cognac?',
          answers: [
            'Solo roble americano',
            'Roble francés, de los bosques del Limousin o de Tronçais',
            'Madera de cerezo',
          ],
        },
        {
          question: '¿Por qué pasar un aguardiente de barricas nuevas a otras más viejas?',
          answers: [
            'Para acelerar la evaporación',
            'Para volverlo rojo',
            'Para suavizar poco a poco la influencia de la madera',
          ],
        },
      ],
    },
  } satisfies Record<EpisodeSlug, EpisodeText>,
}

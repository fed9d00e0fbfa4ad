import type { QuizSlug, QuizText } from '../quizzes'

/** The Spanish texts of the quizzes, by slug. */
export const es: Record<QuizSlug, QuizText> = {
  'quizz-cognac-profile': {
    texts: {
      title: '¿Qué coñac es usted?',
      intro:
        'Cuatro preguntas sobre sus gustos y sus momentos preferidos, y le diremos qué cara del coñac se le parece más.',
      seoDescription:
        'Haga el test de perfil de coñac de Maison Solaine: cuatro preguntas para encontrar el estilo de coñac que va con su gusto.',
      questions: [
        {
          question: '¿Su noche ideal?',
          answers: [
            'Una azotea con amigos al caer el sol',
            'Una cena larga con sobremesa',
            'Un sillón, un buen libro y silencio',
          ],
        },
        {
          question: 'Elija un aroma',
          answers: [
            'Albaricoque maduro y miel',
            'Cuero, tabaco e higos secos',
            'Piel de cítricos y flores blancas',
          ],
        },
        {
          question: '¿Cómo prefiere su copa?',
          answers: [
            'Solo, a temperatura ambiente, en copa de tulipa',
            'Largo, con tónica y mucho hielo',
            'Sobre un único cubito grande',
          ],
        },
        {
          question: '¿Su estación favorita?',
          answers: [
            'La primavera, cuando todo despierta',
            'El invierno, junto al fuego',
            'El final del verano, cuando la fruta está madura',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Vivo y luminoso',
          description:
            'Le gustan la frescura y la buena compañía. Busque coñacs jóvenes con notas de fruta y flores, perfectos solos o en trago largo.',
        },
        {
          title: 'Redondo y generoso',
          description:
            'Usted se toma su tiempo. Los coñacs con notas de fruta madura, miel y un toque de especias le acompañarán durante toda una larga velada.',
        },
        {
          title: 'Profundo y contemplativo',
          description:
            'Le gusta lo que se revela con el tiempo. Los ensamblajes viejos con notas de cuero, frutos secos y rancio están hechos para usted.',
        },
      ],
    },
  },
  'quizz-journeys': {
    texts: {
      title: '¿Cuál es su viaje?',
      intro:
        'Cuatro preguntas para encontrar el viaje por Maison Solaine que le habla a usted: su historia, sus bodegas o sus oficios.',
      seoDescription:
        'Haga el test de viajes de Maison Solaine y descubra cuál le va mejor: herencia, la parte de los ángeles o savoir-faire.',
      questions: [
        {
          question: 'En una visita, ¿qué le atrae primero?',
          answers: [
            'Las fotografías antiguas y las cartas de familia',
            'El aroma de las bodegas',
            'Los alambiques de cobre en plena destilación',
          ],
        },
        {
          question: '¿Qué le preguntaría al maestro bodeguero?',
          answers: [
            '¿Cómo sabe que un ensamblaje está listo?',
            '¿Cómo empezó todo?',
            '¿Adónde va el aguardiente que se evapora?',
          ],
        },
        {
          question: '¿Qué recuerdo se llevaría a casa?',
          answers: [
            'Un frasquito de aguardiente sacado de la barrica',
            'Un cuaderno de cata',
            'La reproducción de una etiqueta antigua',
          ],
        },
        {
          question: '¿Su momento favorito del día?',
          answers: [
            'El atardecer, cuando se cuentan historias',
            'El amanecer, cuando empieza el trabajo',
            'La noche, en el silencio de las bodegas',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Herencia',
          description:
            'Le atraen las historias y quienes las escribieron. Siga a la familia Solaine desde 1847 hasta hoy.',
        },
        {
          title: 'La parte de los ángeles',
          description:
            'Le gustan el misterio y el tiempo lento. Entre en las bodegas donde respira el aguardiente y los muros se vuelven negros.',
        },
        {
          title: 'Savoir-faire',
          description:
            'Quiere entender cómo se hacen las cosas. Siga los gestos del viñedo, del alambique y de la sala de ensamblaje.',
        },
      ],
    },
  },
  'cognac-knowledge': {
    texts: {
      title: '¿Cuánto sabe de coñac?',
      intro:
        'Cinco preguntas sobre uvas, alambiques y bodegas. Ponga a prueba sus conocimientos y luego vaya más allá con nuestras masterclasses.',
      seoDescription:
        'Un test de cinco preguntas sobre el coñac de Maison Solaine: uvas, destilación, envejecimiento y el vocabulario de la bodega.',
      questions: [
        {
          question: '¿Qué uva da la mayoría de los coñacs?',
          answers: ['La ugni blanc', 'La chardonnay', 'La merlot'],
        },
        {
          question: '¿Cuántas veces se destila el coñac?',
          answers: ['Una vez', 'Tres veces', 'Dos veces'],
        },
        {
          question: '¿Qué es la «parte de los ángeles»?',
          answers: [
            'La primera copa que se ofrece a los invitados',
            'El aguardiente que se evapora de las barricas',
            'La reserva personal del maestro bodeguero',
          ],
        },
        {
          question: '¿Qué garantiza la mención V.S.O.P. en una etiqueta?',
          answers: [
            'Al menos cuatro años en roble',
            'Al menos diez años en roble',
            'Un envejecimiento en barricas de jerez',
          ],
        },
        {
          question: '¿Qué es el «paraíso» de una casa de coñac?',
          answers: [
            'La sala de catas de la casa',
            'El viñedo de la colina más alta',
            'La bodega donde reposan los aguardientes más antiguos',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Paladar curioso',
          description:
            'Todo el mundo empieza por algún sitio. Comience con nuestra masterclass de cata: tres episodios breves para aprender a leer una copa de coñac.',
        },
        {
          title: 'Aficionado',
          description:
            'Conoce bien lo básico. Descubra lo que hay detrás con nuestra masterclass para miembros, de la vendimia a las barricas de roble.',
        },
        {
          title: 'Conocedor',
          description:
            'Pleno de aciertos: el maestro bodeguero le confiaría la llave del paraíso. Celébrelo con uno de nuestros ensamblajes más antiguos.',
        },
      ],
    },
    explanations: [
      'La ugni blanc da un vino ligero y ácido que se destila bien: ocupa casi todo el viñedo de Cognac.',
      'El coñac se destila dos veces en alambiques de cobre: la primera destilación da el brouillis, la segunda el aguardiente.',
      'A través de la madera de las barricas se evapora cada año cerca del 2 % del aguardiente: la parte de los ángeles.',
      'V.S.O.P. (Very Superior Old Pale) significa que el aguardiente más joven de la mezcla ha envejecido al menos cuatro años en roble.',
      'El paraíso es la bodega donde una casa guarda sus aguardientes más antiguos, a menudo en damajuanas de vidrio.',
    ],
  },
}

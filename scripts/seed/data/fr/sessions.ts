import type { EpisodeSlug, EpisodeText, SessionSlug, SessionText } from '../sessions'

/** The French texts of the masterclasses and their episodes, by slug. */
export const fr = {
  sessions: {
    'the-art-of-tasting': {
      title: 'L’art de la dégustation',
      cardDescription:
        'Trois courtes leçons avec notre maître de chai pour apprendre à regarder, sentir et goûter un cognac.',
      instructorRole: 'Maître de chai',
      seoDescription:
        'Une masterclass gratuite en trois épisodes : le nez, la bouche et la finale d’un cognac, par le maître de chai de la Maison Solaine.',
    },
    'from-vine-to-glass': {
      title: 'De la vigne au verre',
      cardDescription:
        'Suivez une année de la maison avec notre maître distillateur, des vendanges d’octobre aux fûts de chêne des chais.',
      instructorRole: 'Maître distillateur',
      seoDescription:
        'Une masterclass réservée aux membres en trois épisodes : vendanges, double distillation et vieillissement en fût de chêne à la Maison Solaine.',
    },
  } satisfies Record<SessionSlug, SessionText>,
  episodes: {
    'the-art-of-tasting-1-nose': {
      title: 'Le nez',
      description:
        'Comment tenir le verre, à quelle distance l’approcher et comment nommer ce que l’on sent, des premières notes fraîches aux plus profondes.',
      quiz: [
        {
          question: 'Comment sentir un cognac la première fois ?',
          answers: [
            'À quelques centimètres du verre, sans y plonger le nez',
            'Le nez bien enfoncé dans le verre',
            'Après l’avoir fait tourner vigoureusement pendant une minute',
          ],
        },
        {
          question: 'Quels arômes ouvrent souvent un jeune cognac ?',
          answers: [
            'Le cuir et le tabac',
            'Les fruits frais et les fleurs blanches',
            'La fumée et le goudron',
          ],
        },
      ],
    },
    'the-art-of-tasting-2-palate': {
      title: 'La bouche',
      description:
        'Une première petite gorgée pour saluer l’eau-de-vie, puis une deuxième pour trouver son fruit, ses épices et sa texture.',
      quiz: [
        {
          question: 'Pourquoi prendre une toute petite première gorgée ?',
          answers: [
            'Pour faire durer la bouteille',
            'Pour rafraîchir la bouche',
            'Pour habituer le palais à l’alcool',
          ],
        },
        {
          question: 'Que désigne le « rancio » ?',
          answers: [
            'Un défaut de distillation',
            'Les notes de noix et de sous-bois d’un long vieillissement',
            'Un cépage de Cognac',
          ],
        },
      ],
    },
    'the-art-of-tasting-3-finish': {
      title: 'La finale',
      description:
        'Ce qui reste après la dernière gorgée : la longueur des saveurs, et ce que le verre vide a encore à dire.',
      quiz: [
        {
          question: 'Qu’est-ce que la finale d’un cognac ?',
          answers: [
            'La durée de ses saveurs après l’avoir avalé',
            'La dernière goutte de la bouteille',
            'L’ultime étape de l’assemblage',
          ],
        },
        {
          question: 'Pourquoi sentir le verre vide ?',
          answers: [
            'Pour vérifier qu’il est propre',
            'Parce que les arômes du bois s’y attardent',
            'Par simple tradition',
          ],
        },
      ],
    },
    'from-vine-to-glass-1-harvest': {
      title: 'Les vendanges',
      description:
        'Dans les vignes crayeuses de la Grande Champagne : pourquoi l’ugni blanc est cueilli tôt et pressé aussitôt.',
      quiz: [
        {
          question: 'Quand vendange-t-on habituellement les raisins du cognac ?',
          answers: ['En plein été', 'En octobre', 'En hiver, après les premières gelées'],
        },
        {
          question: 'Pourquoi l’ugni blanc convient-il au cognac ?',
          answers: [
            'Son acidité élevée et son faible taux de sucre gardent le vin frais',
            'Il donne un vin très sucré',
            'Il a une couleur rouge profond',
          ],
        },
      ],
    },
    'from-vine-to-glass-2-distillation': {
      title: 'La double distillation',
      description:
        'Une nuit d’hiver près des alambics de cuivre : le brouillis, la bonne chauffe et la coupe qui ne garde que le cœur.',
      quiz: [
        {
          question: 'Que produit la première distillation ?',
          answers: [
            'Du cognac prêt à boire',
            'Une liqueur sucrée',
            'Le brouillis, à environ 30 % d’alcool',
          ],
        },
        {
          question: 'À quelle date la distillation doit-elle s’achever ?',
          answers: [
            'Le 31 mars qui suit la vendange',
            'Le 31 décembre',
            'Il n’y a pas de date limite',
          ],
        },
      ],
    },
    'from-vine-to-glass-3-ageing': {
      title: 'Le vieillissement en fût',
      description:
        'Des fûts neufs aux fûts roux, des chais secs aux chais humides : comment le temps et le chêne façonnent l’eau-de-vie.',
      quiz: [
        {
          question: 'Quel chêne utilisent les maisons de Cognac ?',
          answers: [
            'Uniquement du chêne américain',
            'Du chêne français, des forêts du Limousin ou de Tronçais',
            'Du bois de cerisier',
          ],
        },
        {
          question: 'Pourquoi passer une eau-de-vie de fûts neufs à des fûts plus anciens ?',
          answers: [
            'Pour accélérer l’évaporation',
            'Pour la rendre rouge',
            'Pour adoucir peu à peu l’influence du bois',
          ],
        },
      ],
    },
  } satisfies Record<EpisodeSlug, EpisodeText>,
}

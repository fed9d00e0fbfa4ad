import type { QuizSlug, QuizText } from '../quizzes'

/** The French texts of the quizzes, by slug. */
export const fr: Record<QuizSlug, QuizText> = {
  'quizz-cognac-profile': {
    texts: {
      title: 'Quel cognac êtes-vous ?',
      intro:
        'Quatre questions sur vos goûts et vos moments préférés, et nous vous dirons quel visage du cognac vous ressemble le plus.',
      seoDescription:
        'Faites le quiz profil cognac de la Maison Solaine : quatre questions pour trouver le style de cognac qui correspond à votre goût.',
      questions: [
        {
          question: 'Votre soirée idéale ?',
          answers: [
            'Un rooftop entre amis au coucher du soleil',
            'Un long dîner qui s’attarde à table',
            'Un fauteuil, un bon livre et le silence',
          ],
        },
        {
          question: 'Choisissez un parfum',
          answers: [
            'L’abricot mûr et le miel',
            'Le cuir, le tabac et la figue sèche',
            'Le zeste d’agrumes et les fleurs blanches',
          ],
        },
        {
          question: 'Comment aimez-vous votre verre ?',
          answers: [
            'Pur, à température ambiante, dans un verre tulipe',
            'En long drink, avec du tonic et beaucoup de glace',
            'Sur un seul gros glaçon',
          ],
        },
        {
          question: 'Votre saison préférée ?',
          answers: [
            'Le printemps, quand tout s’éveille',
            'L’hiver, au coin du feu',
            'La fin de l’été, quand les fruits sont mûrs',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Vif et lumineux',
          description:
            'Vous aimez la fraîcheur et la bonne compagnie. Cherchez des cognacs jeunes aux notes de fruits et de fleurs, parfaits purs ou en long drink.',
        },
        {
          title: 'Rond et généreux',
          description:
            'Vous prenez votre temps. Des cognacs aux notes de fruits mûrs, de miel et d’une pointe d’épices vous accompagneront tout au long de la soirée.',
        },
        {
          title: 'Profond et contemplatif',
          description:
            'Vous aimez ce qui se révèle avec le temps. Les vieux assemblages aux notes de cuir, de fruits secs et de rancio sont faits pour vous.',
        },
      ],
    },
  },
  'quizz-journeys': {
    texts: {
      title: 'Quel voyage est le vôtre ?',
      intro:
        'Quatre questions pour trouver le voyage au cœur de la Maison Solaine qui vous parle : son histoire, ses chais ou ses métiers.',
      seoDescription:
        'Faites le quiz des voyages de la Maison Solaine et découvrez celui qui vous ressemble : héritage, part des anges ou savoir-faire.',
      questions: [
        {
          question: 'Lors d’une visite, qu’est-ce qui vous attire d’abord ?',
          answers: [
            'Les vieilles photographies et les lettres de famille',
            'Le parfum des chais',
            'Les alambics de cuivre en pleine chauffe',
          ],
        },
        {
          question: 'Que demanderiez-vous au maître de chai ?',
          answers: [
            'Comment savez-vous qu’un assemblage est prêt ?',
            'Comment tout a-t-il commencé ?',
            'Où s’en va l’eau-de-vie qui s’évapore ?',
          ],
        },
        {
          question: 'Quel souvenir rapporteriez-vous ?',
          answers: [
            'Une fiole d’eau-de-vie tirée du fût',
            'Un carnet de dégustation',
            'La reproduction d’une ancienne étiquette',
          ],
        },
        {
          question: 'Votre moment préféré de la journée ?',
          answers: [
            'Le crépuscule, quand on se raconte des histoires',
            'L’aube, quand le travail commence',
            'La nuit, dans le silence des chais',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Héritage',
          description:
            'Les histoires vous attirent, et ceux qui les ont écrites. Suivez la famille Solaine de 1847 à aujourd’hui.',
        },
        {
          title: 'La part des anges',
          description:
            'Vous aimez le mystère et le temps long. Entrez dans les chais où l’eau-de-vie respire et où les murs deviennent noirs.',
        },
        {
          title: 'Savoir-faire',
          description:
            'Vous voulez comprendre comment les choses se font. Suivez les gestes de la vigne, de l’alambic et de la salle d’assemblage.',
        },
      ],
    },
  },
  'cognac-knowledge': {
    texts: {
      title: 'Connaissez-vous vraiment le cognac ?',
      intro:
        'Cinq questions sur les raisins, les alambics et les chais. Testez vos connaissances, puis allez plus loin avec nos masterclasses.',
      seoDescription:
        'Un quiz de cinq questions sur le cognac par la Maison Solaine : cépages, distillation, vieillissement et mots du chai.',
      questions: [
        {
          question: 'Quel cépage donne la plupart des cognacs ?',
          answers: ['L’ugni blanc', 'Le chardonnay', 'Le merlot'],
        },
        {
          question: 'Combien de fois le cognac est-il distillé ?',
          answers: ['Une fois', 'Trois fois', 'Deux fois'],
        },
        {
          question: 'Qu’est-ce que la « part des anges » ?',
          answers: [
            'Le premier verre offert aux invités',
            'L’eau-de-vie qui s’évapore des fûts',
            'La réserve personnelle du maître de chai',
          ],
        },
        {
          question: 'Que garantit la mention V.S.O.P. sur une étiquette ?',
          answers: [
            'Au moins quatre ans en fût de chêne',
            'Au moins dix ans en fût de chêne',
            'Un vieillissement en fût de xérès',
          ],
        },
        {
          question: 'Qu’est-ce que le « paradis » d’une maison de cognac ?',
          answers: [
            'La salle de dégustation de la maison',
            'La vigne sur la plus haute colline',
            'Le chai où reposent les plus vieilles eaux-de-vie',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Palais curieux',
          description:
            'Tout le monde commence quelque part. Débutez avec notre masterclass de dégustation : trois courts épisodes pour apprendre à lire un verre de cognac.',
        },
        {
          title: 'Amateur éclairé',
          description:
            'Vous connaissez bien les bases. Passez en coulisses avec notre masterclass réservée aux membres, des vendanges aux fûts de chêne.',
        },
        {
          title: 'Connaisseur',
          description:
            'Un sans-faute : le maître de chai vous confierait la clé du paradis. Célébrez-le avec l’un de nos plus vieux assemblages.',
        },
      ],
    },
    explanations: [
      'L’ugni blanc donne un vin léger et acide qui se distille bien : il couvre presque tout le vignoble de Cognac.',
      'Le cognac est distillé deux fois dans des alambics en cuivre : la première chauffe donne le brouillis, la seconde l’eau-de-vie.',
      'À travers le bois des fûts, environ 2 % de l’eau-de-vie s’évapore chaque année : c’est la part des anges.',
      'V.S.O.P. (Very Superior Old Pale) signifie que la plus jeune eau-de-vie de l’assemblage a vieilli au moins quatre ans en fût de chêne.',
      'Le paradis est le chai où une maison garde ses plus vieilles eaux-de-vie, souvent en dames-jeannes de verre.',
    ],
  },
}

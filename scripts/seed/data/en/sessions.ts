import type { EpisodeSlug, EpisodeText, SessionSlug, SessionText } from '../sessions'

/** The English texts of the masterclasses and their episodes, by slug. */
export const en = {
  sessions: {
    'the-art-of-tasting': {
      title: 'The art of tasting',
      cardDescription:
        'Three short lessons with our cellar master to learn how to look at, smell and taste a cognac.',
      instructorRole: 'Cellar master',
      seoDescription:
        'A free masterclass in three episodes: the nose, the palate and the finish of a cognac, taught by the cellar master of Maison Solaine.',
    },
    'from-vine-to-glass': {
      title: 'From vine to glass',
      cardDescription:
        'Follow a year of the house with our master distiller, from the October harvest to the oak casks of the cellars.',
      instructorRole: 'Master distiller',
      seoDescription:
        'A members’ masterclass in three episodes: harvest, double distillation and ageing in oak at Maison Solaine.',
    },
  } satisfies Record<SessionSlug, SessionText>,
  episodes: {
    'the-art-of-tasting-1-nose': {
      title: 'The nose',
      description:
        'How to hold the glass, how close to bring it and how to name what you smell, from the first fresh notes to the deepest ones.',
      quiz: [
        {
          question: 'How should you first smell a cognac?',
          answers: [
            'A few centimetres from the glass, without plunging in',
            'With your nose deep inside the glass',
            'After swirling it hard for a full minute',
          ],
        },
        {
          question: 'Which aromas often open a young cognac?',
          answers: ['Leather and tobacco', 'Fresh fruit and white flowers', 'Smoke and tar'],
        },
      ],
    },
    'the-art-of-tasting-2-palate': {
      title: 'The palate',
      description:
        'A first small sip to greet the spirit, then a second to find its fruit, its spice and its texture.',
      quiz: [
        {
          question: 'Why take a very small first sip?',
          answers: [
            'To make the bottle last longer',
            'To cool the mouth',
            'To let the palate get used to the alcohol',
          ],
        },
        {
          question: 'What does “rancio” describe?',
          answers: [
            'A fault of the distillation',
            'The nutty, earthy notes of long ageing',
            'A grape variety of Cognac',
          ],
        },
      ],
    },
    'the-art-of-tasting-3-finish': {
      title: 'The finish',
      description:
        'What stays after the last sip: how long the flavours last, and what the empty glass still has to say.',
      quiz: [
        {
          question: 'What is the finish of a cognac?',
          answers: [
            'How long its flavours last after swallowing',
            'The last drop in the bottle',
            'The final step of blending',
          ],
        },
        {
          question: 'Why smell the empty glass?',
          answers: [
            'To check that it is clean',
            'Because the aromas of the wood linger there',
            'Out of tradition only',
          ],
        },
      ],
    },
    'from-vine-to-glass-1-harvest': {
      title: 'The harvest',
      description:
        'In the chalky vineyards of the Grande Champagne: why ugni blanc is picked early and pressed at once.',
      quiz: [
        {
          question: 'When are the grapes for cognac usually harvested?',
          answers: ['In midsummer', 'In October', 'In winter, after the first frost'],
        },
        {
          question: 'Why does ugni blanc suit cognac?',
          answers: [
            'Its high acidity and low sugar keep the wine fresh',
            'It makes a very sweet wine',
            'It has a deep red colour',
          ],
        },
      ],
    },
    'from-vine-to-glass-2-distillation': {
      title: 'Double distillation',
      description:
        'A winter night beside the copper stills: the brouillis, the second heating and the cut that keeps only the heart.',
      quiz: [
        {
          question: 'What does the first distillation produce?',
          answers: ['Finished cognac', 'A sweet liqueur', 'The brouillis, at about 30% alcohol'],
        },
        {
          question: 'By which date must distillation end?',
          answers: [
            'The 31st of March after the harvest',
            'The 31st of December',
            'There is no deadline',
          ],
        },
      ],
    },
    'from-vine-to-glass-3-ageing': {
      title: 'Ageing in oak',
      description:
        'From new casks to old ones, from dry cellars to damp ones: how time and oak shape the eau-de-vie.',
      quiz: [
        {
          question: 'Which oak do Cognac houses use?',
          answers: [
            'American oak only',
            'French oak, from the Limousin or Tronçais forests',
            'Cherry wood',
          ],
        },
        {
          question: 'Why move an eau-de-vie from new casks to older ones?',
          answers: [
            'To speed up evaporation',
            'To turn it red',
            'To soften the influence of the wood over time',
          ],
        },
      ],
    },
  } satisfies Record<EpisodeSlug, EpisodeText>,
}

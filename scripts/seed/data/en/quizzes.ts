import type { QuizSlug, QuizText } from '../quizzes'

/** The English texts of the quizzes, by slug. */
export const en: Record<QuizSlug, QuizText> = {
  'quizz-cognac-profile': {
    texts: {
      title: 'Which cognac are you?',
      intro:
        'Four questions about your tastes and your favourite moments, and we will tell you which side of cognac suits you best.',
      seoDescription:
        'Take the Maison Solaine cognac profile quiz: four questions to find the style of cognac that matches your taste.',
      questions: [
        {
          question: 'Your ideal evening?',
          answers: [
            'A rooftop with friends as the sun goes down',
            'A long dinner that lingers at the table',
            'An armchair, a good book and silence',
          ],
        },
        {
          question: 'Pick a scent',
          answers: [
            'Ripe apricot and honey',
            'Leather, tobacco and dried figs',
            'Citrus zest and white flowers',
          ],
        },
        {
          question: 'How do you like your drink?',
          answers: [
            'Neat, at room temperature, in a tulip glass',
            'Long, with tonic and plenty of ice',
            'Over a single large ice cube',
          ],
        },
        {
          question: 'Your favourite season?',
          answers: [
            'Spring, when everything wakes up',
            'Winter, by the fire',
            'Late summer, when the fruit is ripe',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Bright and lively',
          description:
            'You love freshness and good company. Look for young cognacs with notes of fruit and flowers, perfect neat or in a long drink.',
        },
        {
          title: 'Round and generous',
          description:
            'You take your time. Cognacs with notes of ripe fruit, honey and a touch of spice will keep you company through a long evening.',
        },
        {
          title: 'Deep and contemplative',
          description:
            'You like what takes time to reveal itself. Old blends with notes of leather, dried fruit and rancio are made for you.',
        },
      ],
    },
  },
  'quizz-journeys': {
    texts: {
      title: 'Which journey is yours?',
      intro:
        'Four questions to find the journey through Maison Solaine that speaks to you: its history, its cellars or its crafts.',
      seoDescription:
        'Take the Maison Solaine journeys quiz and discover which journey suits you: heritage, the angels’ share or savoir-faire.',
      questions: [
        {
          question: 'On a visit, what draws you first?',
          answers: [
            'Old photographs and family letters',
            'The scent of the cellars',
            'The copper stills at work',
          ],
        },
        {
          question: 'What would you ask the cellar master?',
          answers: [
            'How do you know a blend is ready?',
            'How did it all begin?',
            'Where does the evaporating spirit go?',
          ],
        },
        {
          question: 'Which souvenir would you take home?',
          answers: [
            'A vial of eau-de-vie drawn from the cask',
            'A tasting notebook',
            'A print of an old label',
          ],
        },
        {
          question: 'Your favourite time of day?',
          answers: [
            'Dusk, when stories are told',
            'Dawn, when the work begins',
            'Night, in the stillness of the cellars',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Heritage',
          description:
            'You are drawn to stories and to the people who wrote them. Follow the Solaine family from 1847 to today.',
        },
        {
          title: 'The angels’ share',
          description:
            'You love mystery and slow time. Step into the cellars where the spirit breathes and the walls turn black.',
        },
        {
          title: 'Savoir-faire',
          description:
            'You want to understand how things are made. Follow the gestures of the vineyard, the still and the blending room.',
        },
      ],
    },
  },
  'cognac-knowledge': {
    texts: {
      title: 'How well do you know cognac?',
      intro:
        'Five questions on grapes, stills and cellars. Test your knowledge, then go further with our masterclasses.',
      seoDescription:
        'A five-question cognac quiz from Maison Solaine: grapes, distillation, ageing and the words of the cellar.',
      questions: [
        {
          question: 'Which grape makes most cognac?',
          answers: ['Ugni blanc', 'Chardonnay', 'Merlot'],
        },
        {
          question: 'How many times is cognac distilled?',
          answers: ['Once', 'Three times', 'Twice'],
        },
        {
          question: 'What is the “angels’ share”?',
          answers: [
            'The first glass offered to guests',
            'The spirit that evaporates from the casks',
            'The cellar master’s private reserve',
          ],
        },
        {
          question: 'What does V.S.O.P. on a label promise?',
          answers: [
            'At least four years in oak',
            'At least ten years in oak',
            'Ageing in sherry casks',
          ],
        },
        {
          question: 'What is the “paradise” of a cognac house?',
          answers: [
            'The tasting room of the house',
            'The vineyard on the highest hill',
            'The cellar where the oldest eaux-de-vie rest',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Curious palate',
          description:
            'Everyone starts somewhere. Begin with our tasting masterclass: three short episodes to learn how to read a glass of cognac.',
        },
        {
          title: 'Enthusiast',
          description:
            'You know the basics well. Go behind the scenes with our members’ masterclass, from the harvest to the oak casks.',
        },
        {
          title: 'Connoisseur',
          description:
            'A perfect score: the cellar master would hand you the key to the paradise. Celebrate with one of our oldest blends.',
        },
      ],
    },
    explanations: [
      'Ugni blanc gives a light, acidic wine that distils well: it makes up almost all of the Cognac vineyard.',
      'Cognac is distilled twice in copper pot stills: a first heating gives the brouillis, the second the eau-de-vie.',
      'Through the wood of the casks, about 2% of the spirit evaporates each year: the share of the angels.',
      'V.S.O.P. (Very Superior Old Pale) means the youngest eau-de-vie of the blend has aged at least four years in oak.',
      'The paradise is the cellar where a house keeps its oldest eaux-de-vie, often in glass demijohns.',
    ],
  },
}

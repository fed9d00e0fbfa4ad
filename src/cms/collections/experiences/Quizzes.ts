import type { CollectionConfig } from 'payload'
import { quizCollection } from './quiz-fields'

/** "Which cognac are you?": each answer leans towards a taste profile and its bottle. */
export const QuizzCognacProfile: CollectionConfig = quizCollection({
  slug: 'quizzcognacprofile',
  labels: { singular: 'Cognac profile quiz', plural: 'Cognac profile quizzes' },
  scoring: 'outcome',
  outcomeFields: [
    {
      name: 'recommended_cocktails',
      label: 'Recommended cocktails',
      type: 'relationship',
      relationTo: 'cocktails',
      hasMany: true,
      maxRows: 3,
      admin: { description: 'Optional: up to 3 cocktails suggested with this profile.' },
    },
  ],
})

/** "Which journey is yours?": each answer leans towards one of the house's journeys. */
export const QuizzJourneys: CollectionConfig = quizCollection({
  slug: 'quizzjourneys',
  labels: { singular: 'Journeys quiz', plural: 'Journeys quizzes' },
  scoring: 'outcome',
  outcomeFields: [
    {
      name: 'recommended_journey',
      label: 'Recommended journey',
      type: 'relationship',
      relationTo: 'journeys',
    },
  ],
})

/** Knowledge quizzes: right and wrong answers, and a masterclass to go further. */
export const Quiz: CollectionConfig = quizCollection({
  slug: 'quiz',
  labels: { singular: 'Knowledge quiz', plural: 'Knowledge quizzes' },
  scoring: 'correct',
  outcomeFields: [
    {
      name: 'recommended_session',
      label: 'Recommended session',
      type: 'relationship',
      relationTo: 'sessions',
    },
  ],
})

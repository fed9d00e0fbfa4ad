import type { CollectionConfig } from 'payload'
import { wordOptions } from '@/cms/fields/options'
import { memberDataOrOwner } from './access'
import { BOOKMARKABLE } from './bookmarkable'

export const ACTIVITY_TYPES = [
  'email_verified',
  'bookmark_added',
  'masterclass_progress',
  'quiz_taken',
  'level_up',
  'visit_booked',
  'event_registered',
  'episode_progress',
  'masterclass_completed',
  'review_approved',
  'newsletter_confirmed',
] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

/** A member's history (SPEC §3 Session completed_amount and completed_quiz, quizzes taken). */
export const Activities: CollectionConfig = {
  slug: 'activities',
  admin: { group: 'Members', defaultColumns: ['member', 'type', 'label', 'createdAt'] },
  endpoints: false,
  defaultSort: '-createdAt',
  access: {
    read: memberDataOrOwner,
    create: memberDataOrOwner,
    update: () => false,
    delete: memberDataOrOwner,
  },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: wordOptions(ACTIVITY_TYPES),
    },
    {
      name: 'item',
      type: 'relationship',
      relationTo: [...BOOKMARKABLE, 'quiz', 'quizzjourneys', 'quizzcognacprofile'],
    },
    { name: 'label', type: 'text', admin: { description: 'Title of the item at the time.' } },
    {
      name: 'completed_amount',
      label: 'Progress (%)',
      type: 'number',
      min: 0,
      admin: {
        description:
          'masterclass_progress: episodes completed in the session; episode_progress: percent of the episode reached.',
      },
    },
    { name: 'completed_quiz', label: 'Quiz taken', type: 'checkbox' },
    { name: 'score', type: 'number' },
    { name: 'level', type: 'text', admin: { description: 'For level_up: the new level.' } },
  ],
}

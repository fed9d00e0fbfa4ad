import type { CollectionConfig, Field } from 'payload'
import { array } from 'payload/shared'
import { episodeMembersOnlyField } from '@/account/cms/exclusive-access'
import { rowLabel } from '@/cms/admin/row-label'
import { validateMediaSource } from '@/rules/media-source'
import { imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import { validateWholeNumber } from './validate'

/** Rows of an array as plain objects (the admin validates with a row count instead of rows). */
function rowsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : []
}

/**
 * The questions asked at the end of an episode: shared rows (same answers and same correct ones in
 * every locale) with translated texts. Each question needs one correct answer at least.
 */
const episodeQuiz: Field = {
  name: 'quiz',
  type: 'array',
  label: 'End-of-episode quiz',
  labels: { singular: 'Question', plural: 'Questions' },
  admin: { ...rowLabel('question', 'Question'), initCollapsed: true },
  fields: [
    { name: 'question', type: 'text', localized: true, required: true },
    {
      name: 'answers',
      admin: rowLabel('text', 'Answer'),
      type: 'array',
      required: true,
      minRows: 2,
      labels: { singular: 'Answer', plural: 'Answers' },
      fields: [
        { name: 'text', type: 'text', localized: true, required: true },
        { name: 'correct', type: 'checkbox', defaultValue: false },
      ],
      validate: (value, options) => {
        const length = array(value, options)
        if (length !== true) return length
        const rows = rowsOf(value)
        return (
          rows.length === 0 ||
          rows.some((row) => row.correct === true) ||
          'Mark at least one answer as correct.'
        )
      },
    },
  ],
}

/**
 * Masterclass episodes (SPEC §2.1 `episodes`, MasterclassVideo). The session and the episode
 * number are copies kept by the session (its ordered episode list is the one source of truth,
 * see Sessions.ts), so they are read-only here.
 */
export const Episodes: CollectionConfig = contentCollection({
  slug: 'episodes',
  labels: { singular: 'Episode', plural: 'Episodes' },
  group: 'Experiences',
  columns: ['session', 'number', 'video_length'],
  defaultSort: 'number',
  fields: [
    {
      name: 'session',
      type: 'relationship',
      relationTo: 'sessions',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set when the episode is added to a session’s episode list.',
      },
    },
    {
      name: 'number',
      type: 'number',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Its place in the session’s episode list, from 1.',
      },
    },
    // Members-only when the episode's session is (SPEC §2.9).
    episodeMembersOnlyField({
      // One video for every locale (subtitles travel with the player).
      name: 'video_url',
      label: 'Video URL',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && value !== ''
          ? validateMediaSource(value)
          : 'Enter an http:// or https:// URL.',
    }),
    {
      name: 'video_length',
      label: 'Video length',
      type: 'number',
      required: true,
      min: 1,
      validate: validateWholeNumber(1),
      admin: { description: 'In seconds.' },
    },
    imageField('cover', { required: true }),
    { name: 'description', type: 'textarea', localized: true },
    episodeMembersOnlyField(episodeQuiz),
    seoField(),
  ],
})

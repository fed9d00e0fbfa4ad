import type { DateFieldValidation } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import {
  bodyField,
  dateField,
  excerptField,
  LINE_UP_DEFAULT_LENGTH_MINUTES,
  tagsField,
  thumbnailField,
} from './fields'

/** The end, when given, may not come before the start. */
const endAfterStart: DateFieldValidation = (value, { siblingData }) => {
  const start = (siblingData as { date?: unknown } | undefined)?.date
  if (!value || !start) return true
  return (
    new Date(value).getTime() >= new Date(String(start)).getTime() ||
    'The end cannot be before the start.'
  )
}

/**
 * Events of the house's shows series (music and talks nights). A show is past when its `date`
 * (the start) is before now; nothing is stored for that, so it never goes stale.
 */
export const Shows = contentCollection({
  slug: 'shows',
  labels: { singular: 'Show', plural: 'Shows' },
  group: 'Editorial',
  columns: ['date', 'city'],
  fields: [
    dateField('date', { withTime: true, label: 'Start' }),
    dateField('end_date', {
      required: false,
      withTime: true,
      label: 'End',
      validate: endAfterStart,
    }),
    { name: 'venue', type: 'text', localized: true },
    { name: 'city', type: 'text', localized: true },
    imageField('cover', { required: true }),
    thumbnailField(),
    excerptField(),
    bodyField(),
    {
      name: 'line_up',
      label: 'Line-up',
      type: 'array',
      // Per locale, like page blocks: stage and room names are translated, and a local
      // programme may differ.
      localized: true,
      labels: { singular: 'Artist', plural: 'Line-up' },
      admin: { ...rowLabel('title', 'Artist'), initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, label: 'Artist' },
        {
          name: 'length',
          type: 'number',
          min: 1,
          defaultValue: LINE_UP_DEFAULT_LENGTH_MINUTES,
          admin: { description: 'Minutes on stage.' },
        },
        { name: 'place', type: 'text', admin: { description: 'Stage or room.' } },
      ],
    },
    tagsField(),
    seoField(),
  ],
})

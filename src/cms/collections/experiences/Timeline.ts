import type { CollectionConfig } from 'payload'
import { imageField } from '../../fields/common'
import { contentCollection } from '../factory'
import { validateWholeNumber } from './validate'

/**
 * The house timeline (SPEC §2.1 `timeline`): one entry per moment of the house's history, listed
 * by year. The year is a shared fact; the date label lets a locale say "Spring 1847" its own way.
 */
export const Timeline: CollectionConfig = contentCollection({
  slug: 'timeline',
  labels: { singular: 'Timeline entry', plural: 'Timeline' },
  group: 'Experiences',
  columns: ['year'],
  defaultSort: 'year',
  fields: [
    {
      name: 'year',
      type: 'number',
      required: true,
      index: true,
      min: 1000,
      max: 9999,
      validate: validateWholeNumber(1000, 9999),
      admin: { position: 'sidebar' },
    },
    {
      name: 'date_label',
      label: 'Date as shown',
      type: 'text',
      localized: true,
      admin: { description: 'Shown instead of the bare year, e.g. "Spring 1847". Optional.' },
    },
    imageField('cover', { required: true }),
    { name: 'summary', type: 'textarea', localized: true, required: true },
    { name: 'body', type: 'richText', localized: true },
  ],
})

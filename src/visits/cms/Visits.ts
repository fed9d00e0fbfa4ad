import { contentCollection } from '@/cms/collections/factory'
import { imageField } from '@/cms/fields/common'
import { languageOptions } from '@/cms/fields/options'
import { VISIT_LANGUAGES as LANGUAGES } from '@/rules/visit-booking'

/**
 * A visit of the house that can be booked (issue 13, "Visit us and booking"): the experiences the
 * Visit us page lists. Its slots (visit-slots) carry the dates, languages, capacity and price;
 * the Booking page takes a visit by its `key` (`?visit=cellar-tour`).
 */
export const Visits = contentCollection({
  slug: 'visits',
  labels: { singular: 'Visit', plural: 'Visits' },
  group: 'Catalog',
  hasPage: false,
  defaultSort: 'key',
  columns: ['key', 'duration_minutes'],
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Short code in the booking link: /…book-visit/?visit=<key>.' },
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) ||
        'Lower-case letters, digits and hyphens.',
    },
    { name: 'description', type: 'textarea', required: true, localized: true },
    {
      name: 'duration_minutes',
      label: 'Duration (minutes)',
      type: 'number',
      required: true,
      min: 15,
      max: 600,
    },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      required: true,
      options: languageOptions(LANGUAGES),
      admin: { description: 'Languages the guides offer for this visit.' },
    },
    imageField('image'),
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      admin: { description: 'The Visit us page that presents this visit.' },
    },
    {
      name: 'slots',
      type: 'join',
      collection: 'visit-slots',
      on: 'visit',
      defaultSort: 'start',
      admin: { defaultColumns: ['start', 'language', 'capacity', 'booked'] },
    },
  ],
})

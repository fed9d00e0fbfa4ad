import type { CollectionConfig } from 'payload'
import { mayEditContent, mayManageSite } from '@/cms/access'
import { languageOptions, wordOptions } from '@/cms/fields/options'
import { CURRENCIES, VISIT_LANGUAGES } from '@/rules/visit-booking'

/**
 * A bookable time of a visit (issue 13): its start, the language of the guide, how many guests
 * it takes and at what price. `booked` counts the guests of its confirmed bookings; only the
 * booking API changes it, with one conditional UPDATE (src/visits/server/bookings.ts), so it is
 * read-only in the admin. Editors see the slot's bookings below it and export them as CSV.
 */
export const VisitSlots: CollectionConfig = {
  slug: 'visit-slots',
  labels: { singular: 'Visit slot', plural: 'Visit slots' },
  defaultSort: 'start',
  admin: {
    group: 'Catalog',
    useAsTitle: 'label',
    defaultColumns: ['label', 'visit', 'start', 'language', 'capacity', 'booked'],
    description:
      'Bookings per slot are listed in each slot. Export them as CSV: /api/visit-bookings/export/?slot=<id> (or without slot: every upcoming slot).',
  },
  access: {
    read: mayEditContent,
    create: mayManageSite,
    update: mayManageSite,
    delete: mayManageSite,
  },
  fields: [
    {
      name: 'label',
      type: 'text',
      admin: { readOnly: true, hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData }) => {
            const start = siblingData.start ? new Date(siblingData.start as string) : null
            const when = start && !Number.isNaN(start.getTime()) ? start.toISOString() : '?'
            return `${when.slice(0, 16).replace('T', ' ')} UTC · ${siblingData.language ?? ''}`
          },
        ],
      },
    },
    { name: 'visit', type: 'relationship', relationTo: 'visits', required: true, index: true },
    {
      name: 'start',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      options: languageOptions(VISIT_LANGUAGES),
    },
    { name: 'capacity', type: 'number', required: true, min: 1, max: 500 },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', required: true, min: 0 },
        {
          name: 'currency',
          type: 'select',
          required: true,
          defaultValue: 'EUR',
          options: wordOptions(CURRENCIES),
        },
      ],
    },
    {
      name: 'booked',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: 'Guests of confirmed bookings (kept by the booking API).',
      },
    },
    {
      name: 'bookings',
      type: 'join',
      collection: 'visit-bookings',
      on: 'slot',
      defaultSort: '-createdAt',
      admin: {
        defaultColumns: ['name', 'email', 'party_size', 'status', 'createdAt'],
      },
    },
  ],
}

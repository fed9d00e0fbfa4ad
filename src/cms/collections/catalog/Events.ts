import { imageField } from '../../fields/common'
import { contentCollection } from '../factory'
import { coordinateFields, countryField } from './Outlets'

const dateTime = {
  date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'dd.MM.yyyy HH:mm' },
}

function time(value: unknown): number {
  return value instanceof Date || typeof value === 'string' ? new Date(value).getTime() : Number.NaN
}

/**
 * An event of the event finder (SPEC §7: events by lat, long and distance). Events have no page
 * of their own: the finder lists them and the registration link opens the organiser's form, so
 * they are found by their registration URL rather than by a slug.
 */
export const Events = contentCollection({
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  group: 'Catalog',
  hasPage: false,
  defaultSort: 'start',
  columns: ['start', 'city', 'country'],
  fields: [
    { name: 'description', type: 'textarea', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', required: true, index: true, admin: dateTime },
        {
          name: 'end',
          type: 'date',
          required: true,
          admin: dateTime,
          validate: (value: unknown, { siblingData }: { siblingData: { start?: unknown } }) => {
            const end = time(value)
            if (Number.isNaN(end)) return 'Give the end date and time.'
            const start = time(siblingData.start)
            return Number.isNaN(start) || end >= start || 'The event must end after it starts.'
          },
        },
      ],
    },
    { name: 'venue', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, index: true, admin: { width: '75%' } },
        countryField(),
      ],
    },
    coordinateFields(),
    {
      name: 'registration_url',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) => {
        if (typeof value !== 'string') return 'Give the registration link.'
        try {
          const url = new URL(value)
          return url.protocol === 'https:' || url.protocol === 'http:' || 'Use an http(s) link.'
        } catch {
          return 'Use a full link, starting with https://.'
        }
      },
    },
    imageField('image'),
  ],
})

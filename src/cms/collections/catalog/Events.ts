import { EVENT_CATEGORIES, isTimeZone } from '@/rules/event-finder'
import { imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import { coordinateFields, countryField } from './Outlets'

const dateTime = {
  date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'dd.MM.yyyy HH:mm' },
}

function time(value: unknown): number {
  return value instanceof Date || typeof value === 'string' ? new Date(value).getTime() : Number.NaN
}

const CATEGORY_LABELS: Record<(typeof EVENT_CATEGORIES)[number], string> = {
  tasting: 'Tasting',
  masterclass: 'Masterclass',
  dinner: 'Dinner',
  cocktails: 'Cocktail evening',
  festival: 'Festival or cultural evening',
}

/**
 * An event of the event finder (SPEC §7: events by lat, long and distance; issue 13). Each event
 * has its page at `/{locale}/event-finder/{slug}/` (src/content-types/Event), and the finder lists
 * the upcoming ones by distance. Registration: an external registration URL, set by an editor
 * only where the organiser has a real form, opens the eventtia modal; without one the page has
 * the site's own registration form (src/events, collection event-registrations).
 */
export const Events = contentCollection({
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  group: 'Catalog',
  defaultSort: 'start',
  columns: ['start', 'category', 'city', 'country'],
  fields: [
    { name: 'description', type: 'textarea', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'tasting',
          options: EVENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
          admin: { width: '50%' },
        },
        {
          name: 'capacity',
          type: 'number',
          min: 1,
          max: 100_000,
          admin: { width: '25%', description: 'Places in all. Empty: not limited.' },
        },
        {
          // Kept by POST /api/event-registrations/ and its cancellation (one conditional UPDATE,
          // src/events/server/registrations.ts): nobody edits it, so the admin's save keeps it.
          name: 'registered',
          type: 'number',
          defaultValue: 0,
          min: 0,
          access: { update: () => false },
          hooks: {
            // With drafts, Payload starts a save from the latest version, which holds the count
            // of that version's own save; the live count is in the main table only (the API's
            // UPDATE): a save keeps that one.
            beforeChange: [
              async ({ req, originalDoc, value }) => {
                const id = (originalDoc as { id?: number | string } | undefined)?.id
                if (id === undefined) return value
                const row = await req.payload.db.findOne<{ id: number; registered?: unknown }>({
                  collection: 'events',
                  where: { id: { equals: id } },
                  req,
                })
                return typeof row?.registered === 'number' ? row.registered : value
              },
            ],
          },
          admin: {
            width: '25%',
            readOnly: true,
            description: 'Places taken by confirmed registrations on this site.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', required: true, index: true, admin: dateTime },
        {
          name: 'end',
          type: 'date',
          required: true,
          index: true,
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
    {
      name: 'time_zone',
      label: 'Time zone',
      type: 'text',
      required: true,
      defaultValue: 'Europe/Paris',
      admin: {
        description:
          'The venue’s time zone (IANA name, e.g. Europe/Paris, America/New_York): dates and times are shown in it.',
      },
      validate: (value: unknown) =>
        isTimeZone(value) || 'Use a time zone name such as Europe/Paris or Asia/Taipei.',
    },
    { name: 'venue', type: 'text', required: true },
    { name: 'address', type: 'text' },
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
      label: 'Registration link',
      type: 'text',
      admin: {
        description:
          'Only when the organiser has a real registration form: it opens in a window over the page. Leave empty otherwise.',
      },
      validate: (value: unknown) => {
        if (value === null || value === undefined || value === '') return true
        if (typeof value !== 'string') return 'Use a full link, starting with https://.'
        try {
          const url = new URL(value)
          return url.protocol === 'https:' || url.protocol === 'http:' || 'Use an http(s) link.'
        } catch {
          return 'Use a full link, starting with https://.'
        }
      },
    },
    imageField('image'),
    seoField(),
  ],
})

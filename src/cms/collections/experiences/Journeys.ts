import type { CollectionConfig } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import { isHttpUrl, isSitePath } from './validate'

/**
 * Journeys (SPEC §2.1 `journeys`, §2.10: heritage, part-des-anges, savoir-faire): a story of the
 * house told in chapters, which may end with booking a visit. The chapters are shared rows (same
 * order and images in every locale) whose texts are translated.
 */
export const Journeys: CollectionConfig = contentCollection({
  slug: 'journeys',
  labels: { singular: 'Journey', plural: 'Journeys' },
  group: 'Experiences',
  columns: ['bookable'],
  defaultSort: 'title',
  fields: [
    imageField('cover', { required: true }),
    { name: 'intro', type: 'textarea', localized: true, required: true },
    {
      name: 'chapters',
      type: 'array',
      labels: { singular: 'Chapter', plural: 'Chapters' },
      admin: { ...rowLabel('title', 'Chapter'), initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'richText', localized: true },
        imageField('image'),
      ],
    },
    {
      name: 'bookable',
      type: 'checkbox',
      defaultValue: false,
      label: 'Visits can be booked',
      admin: { position: 'sidebar' },
    },
    {
      // Per locale: each market may send visitors to its own booking page or language.
      name: 'booking_url',
      label: 'Booking URL',
      type: 'text',
      localized: true,
      admin: {
        position: 'sidebar',
        condition: (_, siblingData) => Boolean(siblingData?.bookable),
        description: 'An https:// booking page, or a site path such as /visit-us/.',
      },
      validate: (
        value: unknown,
        { siblingData }: { siblingData: Partial<{ bookable: boolean }> },
      ) => {
        if (!siblingData?.bookable) return true
        if (typeof value !== 'string' || value === '')
          return 'A bookable journey needs a booking URL.'
        return (
          isHttpUrl(value) ||
          isSitePath(value) ||
          'Enter an https:// URL or a path like /visit-us/.'
        )
      },
    },
    seoField(),
  ],
})

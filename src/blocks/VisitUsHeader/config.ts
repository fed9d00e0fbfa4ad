import type { Block } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { imageField } from '@/cms/fields/common'
import { buttonsField } from '@/cms/fields/link'
import { quoteFields } from '../QuoteSlice/config'

/**
 * The visit page's header (SPEC §3 "Visit header"), always rendered first whatever its place in
 * the list. The spec's "button or buttons[]" is one list here: a single button is a list of one.
 */
export const VisitUsHeaderBlock: Block = {
  slug: 'visit_us_header',
  interfaceName: 'VisitUsHeader',
  labels: { singular: 'Visit header', plural: 'Visit headers' },
  fields: [
    imageField('background', { required: true }),
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'text' },
    buttonsField(),
    { name: 'description', type: 'textarea' },
    {
      name: 'details',
      type: 'array',
      labels: { singular: 'Detail', plural: 'Details' },
      admin: {
        ...rowLabel('detail', 'Detail'),
        description: 'Opening hours, duration, languages…',
      },
      fields: [{ name: 'detail', type: 'text', required: true }],
    },
    { name: 'quote', type: 'group', fields: quoteFields() },
  ],
}

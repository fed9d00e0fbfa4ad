import type { Block } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { imageField } from '@/cms/fields/common'

/** Numbered steps (SPEC §3 "how_to_slice (title, steps)"); each step may carry an image. */
export const HowToSliceBlock: Block = {
  slug: 'how_to_slice',
  interfaceName: 'HowToSlice',
  labels: { singular: 'How-to', plural: 'How-tos' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'steps',
      admin: rowLabel('title', 'Step'),
      type: 'array',
      minRows: 1,
      labels: { singular: 'Step', plural: 'Steps' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        imageField('image'),
      ],
    },
  ],
}

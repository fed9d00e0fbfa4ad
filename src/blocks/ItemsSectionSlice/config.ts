import type { Block } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { imageField } from '@/cms/fields/common'
import { buttonField } from '@/cms/fields/link'

/** A titled row of item cards (SPEC §3 "Item card": image, title, button; ratio 178:119). */
export const ItemsSectionSliceBlock: Block = {
  slug: 'items_section_slice',
  interfaceName: 'ItemsSectionSlice',
  labels: { singular: 'Items section', plural: 'Items sections' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'items',
      admin: rowLabel('title', 'Item'),
      type: 'array',
      minRows: 1,
      labels: { singular: 'Item card', plural: 'Item cards' },
      fields: [
        imageField('image', { required: true }),
        { name: 'title', type: 'text', required: true },
        buttonField('button', { forwardQuerystring: false }),
      ],
    },
  ],
}

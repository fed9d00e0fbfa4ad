import type { Block } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'

/** SPEC §9: a line-up entry lasts 5 minutes unless the editor says otherwise. */
export const DEFAULT_LINE_UP_LENGTH = 5

/** A show's line-up: who plays, for how long, where (SPEC §3 "line_up_slice"). */
export const LineUpSliceBlock: Block = {
  slug: 'line_up_slice',
  interfaceName: 'LineUpSlice',
  labels: { singular: 'Line-up', plural: 'Line-ups' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'artists',
      admin: rowLabel('title', 'Artist'),
      type: 'array',
      minRows: 1,
      labels: { singular: 'Artist', plural: 'Artists' },
      fields: [
        { name: 'title', type: 'text', required: true },
        {
          name: 'length',
          type: 'number',
          min: 1,
          defaultValue: DEFAULT_LINE_UP_LENGTH,
          admin: { description: 'Minutes.' },
        },
        { name: 'place', type: 'text' },
      ],
    },
  ],
}

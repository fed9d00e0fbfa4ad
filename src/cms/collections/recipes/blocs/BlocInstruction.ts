import type { Block } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { imageField } from '../../../fields/common'
import { mediaUrlField } from '../fields'

/** V2 instructions (SPEC §3): the numbered steps slider, each step with an image or a video. */
export const BlocInstruction: Block = {
  slug: 'bloc_instruction',
  interfaceName: 'BlocInstruction',
  labels: { singular: 'Instructions', plural: 'Instructions' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'steps',
      admin: rowLabel('title', 'Step'),
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Step', plural: 'Steps' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        {
          name: 'large_text',
          label: 'Large text',
          type: 'textarea',
          admin: { description: 'An optional large line shown beside the step.' },
        },
        imageField('image'),
        mediaUrlField('video_url', {
          label: 'Video URL',
          admin: { description: 'A video played instead of the image (mp4 or stream URL).' },
        }),
      ],
    },
  ],
}

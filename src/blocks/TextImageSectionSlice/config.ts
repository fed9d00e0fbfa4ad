import type { Block } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { textImageFields } from '../TextImageSlice/config'

/** A titled section of text-image slices (SPEC §3 "title and slices[]"). */
export const TextImageSectionSliceBlock: Block = {
  slug: 'text_image_section_slice',
  interfaceName: 'TextImageSectionSlice',
  labels: { singular: 'Text and image section', plural: 'Text and image sections' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'slices',
      admin: rowLabel(['title', 'subtitle'], 'Slice'),
      type: 'array',
      minRows: 1,
      labels: { singular: 'Slice', plural: 'Slices' },
      fields: textImageFields(),
    },
  ],
}

import type { Block } from 'payload'
import { imageField } from '@/cms/fields/common'

/** One image with its legend (SPEC §3 "image with legend"). */
export const ImageSliceBlock: Block = {
  slug: 'image_slice',
  interfaceName: 'ImageSlice',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [imageField('image', { required: true }), { name: 'legend', type: 'text' }],
}

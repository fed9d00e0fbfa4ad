import type { Block, Field } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { imageField } from '@/cms/fields/common'

/** SPEC §3 "images[] (image, legend)": shared by the slider and the masonry gallery. */
export function imagesField(options: { minRows?: number } = {}): Field {
  return {
    name: 'images',
    admin: rowLabel('legend', 'Image'),
    type: 'array',
    minRows: options.minRows ?? 1,
    labels: { singular: 'Image', plural: 'Images' },
    fields: [imageField('image', { required: true }), { name: 'legend', type: 'text' }],
  }
}

/** A slider of images; a click opens the image_slider modal at that index (SPEC §2.5). */
export const ImageSliderSliceBlock: Block = {
  slug: 'image_slider_slice',
  interfaceName: 'ImageSliderSlice',
  labels: { singular: 'Image slider', plural: 'Image sliders' },
  fields: [{ name: 'title', type: 'text' }, imagesField()],
}

import type { Block } from 'payload'
import { textImageFields } from '../TextImageSlice/config'

/** The text_image layout: the same fields as text_image_slice under the spec's second name. */
export const TextImageBlock: Block = {
  slug: 'text_image',
  interfaceName: 'TextImage',
  labels: { singular: 'Text and image (compact)', plural: 'Texts and images (compact)' },
  fields: textImageFields(),
}

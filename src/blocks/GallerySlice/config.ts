import type { Block } from 'payload'
import { imagesField } from '../ImageSliderSlice/config'

/** The static masonry gallery: gutter 24, at most 2 columns (SPEC §2.5). */
export const GallerySliceBlock: Block = {
  slug: 'gallery_slice',
  interfaceName: 'GallerySlice',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  fields: [{ name: 'title', type: 'text' }, imagesField()],
}

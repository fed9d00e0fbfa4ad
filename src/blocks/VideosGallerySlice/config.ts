import type { Block } from 'payload'

/**
 * A gallery of videos picked by the editor (SPEC §3 "videos_gallery_slice").
 * Not required: the seed may create the block before the referenced documents exist, and an
 * empty list renders nothing.
 */
export const VideosGallerySliceBlock: Block = {
  slug: 'videos_gallery_slice',
  interfaceName: 'VideosGallerySlice',
  labels: { singular: 'Videos gallery', plural: 'Videos galleries' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'videos', type: 'relationship', relationTo: 'videos', hasMany: true },
  ],
}

import type { Block } from 'payload'

/**
 * A slider of products from the collection (SPEC §3 "product_slider_slice").
 * Not required: the seed may create the block before the referenced documents exist, and an
 * empty list renders nothing.
 */
export const ProductSliderSliceBlock: Block = {
  slug: 'product_slider_slice',
  interfaceName: 'ProductSliderSlice',
  labels: { singular: 'Product slider', plural: 'Product sliders' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
  ],
}

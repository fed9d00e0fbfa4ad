import type { Block } from 'payload'

/**
 * Article cards picked by the editor, in the editor's order (SPEC §2.5).
 * Not required: the seed may create the block before the referenced documents exist, and an
 * empty list renders nothing.
 */
export const RelatedArticlesSliceBlock: Block = {
  slug: 'related_articles_slice',
  interfaceName: 'RelatedArticlesSlice',
  labels: { singular: 'Related articles', plural: 'Related articles' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'articles', type: 'relationship', relationTo: 'articles', hasMany: true },
  ],
}

import type { Block } from 'payload'

/**
 * Cocktail cards picked by the editor, in the editor's order (SPEC §2.5).
 * Not required: the seed may create the block before the referenced documents exist, and an
 * empty list renders nothing.
 */
export const RelatedCocktailsSliceBlock: Block = {
  slug: 'related_cocktails_slice',
  interfaceName: 'RelatedCocktailsSlice',
  labels: { singular: 'Related cocktails', plural: 'Related cocktails' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'cocktails', type: 'relationship', relationTo: 'cocktails', hasMany: true },
  ],
}

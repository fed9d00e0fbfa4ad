import type { Block } from 'payload'

/** V2 "more cocktails": picked cocktails, or the document's related_cocktails when empty. */
export const BlocRelatedCocktail: Block = {
  slug: 'bloc_related_cocktail',
  interfaceName: 'BlocRelatedCocktail',
  labels: { singular: 'Related cocktails', plural: 'Related cocktails' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'cocktails',
      type: 'relationship',
      relationTo: 'cocktails',
      hasMany: true,
      maxRows: 8,
      admin: { description: "Empty: the cocktail's own related cocktails are shown." },
    },
  ],
}

import type { Block } from 'payload'

/**
 * A slice of cards the editor picks, in the editor's order (SPEC §2.5): a title and a list of
 * documents of one collection. Not required: the seed may create the block before the referenced
 * documents exist, and an empty list renders nothing.
 */
function relatedCardsBlock(spec: {
  slug: string
  interfaceName: string
  label: string
  field: 'articles' | 'cocktails' | 'sessions'
}): Block {
  return {
    slug: spec.slug,
    interfaceName: spec.interfaceName,
    labels: { singular: spec.label, plural: spec.label },
    fields: [
      { name: 'title', type: 'text' },
      { name: spec.field, type: 'relationship', relationTo: spec.field, hasMany: true },
    ],
  }
}

export const RelatedArticlesSliceBlock = relatedCardsBlock({
  slug: 'related_articles_slice',
  interfaceName: 'RelatedArticlesSlice',
  label: 'Related articles',
  field: 'articles',
})

export const RelatedCocktailsSliceBlock = relatedCardsBlock({
  slug: 'related_cocktails_slice',
  interfaceName: 'RelatedCocktailsSlice',
  label: 'Related cocktails',
  field: 'cocktails',
})

export const RelatedSessionsSliceBlock = relatedCardsBlock({
  slug: 'related_sessions_slice',
  interfaceName: 'RelatedSessionsSlice',
  label: 'Related masterclass sessions',
  field: 'sessions',
})

import 'server-only'
import type { CardSource } from '@/content/card-sources'
import type { LocaleCode } from '@/i18n/locales'
import { availableIn, cachedRead } from './cached-read'
import { cardsByIds } from './cards'
import { collectionTag } from './tags'

type Blocs = ReadonlyArray<{ blockType?: string; related_product?: unknown }> | null | undefined

/** The id a relation holds, populated or not. */
const relationId = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

/** Whether a cocktail's recipe bloc names the product as its bottle. Pure. */
export function usesProduct(blocs: Blocs, productId: number): boolean {
  return (blocs ?? []).some(
    (bloc) => bloc.blockType === 'bloc_recipe' && relationId(bloc.related_product) === productId,
  )
}

/**
 * The cocktails made with a product (issue 14): those whose recipe bloc names it as its bottle
 * (`blocs[].related_product`), as cards in the locale, in the card list's order. The blocs are
 * localized, and a relation inside localized blocks cannot be queried on every database, so the
 * locale's available cocktails are read (depth 0, blocs only; a few dozen) and filtered here.
 * Cached and tagged with the cocktails: the relation lives on the cocktail.
 */
export async function cocktailsMadeWith(
  productId: number,
  locale: LocaleCode,
): Promise<CardSource[]> {
  const ids = await cachedRead(
    ['product-cocktails', locale],
    [collectionTag('cocktails')],
    async (payload) => {
      const { docs } = await payload.find({
        collection: 'cocktails',
        locale,
        fallbackLocale: false,
        depth: 0,
        pagination: false,
        sort: '-date',
        where: availableIn(),
        select: { blocs: true },
      })
      return docs.map((doc) => ({ id: doc.id, blocs: doc.blocs as Blocs }))
    },
  )
  return cardsByIds(
    'cocktails',
    locale,
    ids.filter((doc) => usesProduct(doc.blocs, productId)).map((doc) => doc.id),
  )
}

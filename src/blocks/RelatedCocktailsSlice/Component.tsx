import { CardList } from '@/components/cards/CardList'
import { relationIds } from '@/content/card-sources'
import { cardsByIds } from '@/content/cards'
import type { RelatedCocktailsSlice as RelatedCocktailsSliceData } from '@/payload-types'
import { contentKit } from '@/server/content-kit'
import type { BlockProps } from '../registry'

/** Cocktail cards picked by the editor, in order, available ones only. */
export async function RelatedCocktailsSlice({
  block,
  locale,
}: BlockProps<RelatedCocktailsSliceData>) {
  const [kit, cocktails] = await Promise.all([
    contentKit(locale),
    cardsByIds('cocktails', locale, relationIds(block.cocktails)),
  ])
  if (cocktails.length === 0) return null
  return (
    <section className="block block--related">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <CardList kit={kit} items={cocktails} label={block.title ?? undefined} />
    </section>
  )
}

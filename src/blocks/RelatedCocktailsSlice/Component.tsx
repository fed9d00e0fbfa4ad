import { CardList } from '@/components/cards/CardList'
import { cardSourceOf, populated } from '@/components/cards/card-sources'
import { contentKit } from '@/content-types/kit'
import type { Cocktail, RelatedCocktailsSlice as RelatedCocktailsSliceData } from '@/payload-types'
import type { BlockProps } from '../registry'

/** Cocktail cards picked by the editor, in order; those not available in the locale are left out. */
export async function RelatedCocktailsSlice({
  block,
  locale,
}: BlockProps<RelatedCocktailsSliceData>) {
  const cocktails = (block.cocktails ?? []).flatMap((c) => {
    const doc = populated<Cocktail>(c)
    return doc?.available ? [cardSourceOf({ collection: 'cocktails', doc })] : []
  })
  if (cocktails.length === 0) return null
  const kit = await contentKit(locale)
  return (
    <section className="block block--related">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <CardList kit={kit} items={cocktails} label={block.title ?? undefined} />
    </section>
  )
}

import type { BlocRelatedCocktail } from '@/payload-types'
import { RelatedCards } from '../RelatedCards'
import { cocktailCards } from '../related'
import type { BlocProps } from './registry'

/** The bloc's own picks, or the cocktail's related cocktails when it has none. */
export function BlocRelatedCocktailView({
  bloc,
  cocktail,
  locale,
  t,
}: BlocProps<BlocRelatedCocktail>) {
  const own = cocktailCards(locale, bloc.cocktails)
  const cards = own.length > 0 ? own : cocktailCards(locale, cocktail.related_cocktails)
  return <RelatedCards title={bloc.title || t('recipe.moreCocktails')} cards={cards} />
}

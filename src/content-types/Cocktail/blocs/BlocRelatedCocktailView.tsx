import type { BlocRelatedCocktail } from '@/payload-types'
import { RelatedCards } from '../RelatedCards'
import type { BlocProps } from './types'

/** The bloc's own picks, or the cocktail's related cocktails when it has none. */
export function BlocRelatedCocktailView({
  bloc,
  cocktail,
  locale,
  t,
}: BlocProps<BlocRelatedCocktail>) {
  const picks = bloc.cocktails?.length ? bloc.cocktails : cocktail.related_cocktails
  return (
    <RelatedCards
      title={bloc.title || t('recipe.moreCocktails')}
      collection="cocktails"
      locale={locale}
      items={picks}
    />
  )
}

import Link from 'next/link'
import { BookmarkButtonLazy as BookmarkButton } from '@/account/BookmarkButtonLazy'
import { getSiteOptions } from '@/content/site'
import { siteTranslator } from '@/content/site-translator'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import type { FoodRecipe, Product } from '@/payload-types'
import { detailSegmentOf } from '@/routing/content-types'
import { detailPath } from '@/routing/home-item'
import { foodRecipeSummary } from '../Cocktail/cocktail-data'
import { RecipeHero } from '../Cocktail/recipe/RecipeHero'
import {
  IngredientsCounterLazy as IngredientsCounter,
  StepsSliderLazy as StepsSlider,
} from '../Cocktail/recipe/RecipeIslandsLazy'
import { RecipeJsonLd } from '../Cocktail/recipe/RecipeJsonLd'
import { stepSlides } from '../Cocktail/recipe/step-slides'
import '../Cocktail/recipe.css'

/**
 * The food recipe page (SPEC §2.1): hero with the paired cognac, ingredients with the people
 * counter (the quantities serve the recipe's `servings` people, so the counter steps by that
 * many), the steps slider and the Recipe structured data.
 */
export async function FoodRecipePage({
  locale,
  data: recipe,
}: {
  locale: LocaleCode
  data: FoodRecipe
}) {
  const _options = await getSiteOptions(locale)
  const t = await siteTranslator(locale)
  const product =
    recipe.paired_product && typeof recipe.paired_product === 'object'
      ? (recipe.paired_product as Product)
      : null
  return (
    <article className="template recipe-page food-recipe-page">
      <RecipeJsonLd recipe={foodRecipeSummary(recipe, getLocale(locale).htmlLang)} />
      <RecipeHero
        title={recipe.title}
        description={recipe.description}
        cover={recipe.cover}
        minutes={recipe.preparation_time}
        t={t}
      >
        {product?.slug ? (
          <p className="recipe__product">
            <span className="recipe__product-label">{t('recipe.pairedWith')}</span>{' '}
            <Link
              href={detailPath(
                locale,
                detailSegmentOf('products') ?? 'collection',
                product.slug ?? '',
              )}
            >
              {product.title}
            </Link>
          </p>
        ) : null}
      </RecipeHero>
      <div className="recipe__actions">
        <BookmarkButton collection="food-recipes" id={recipe.id} />
      </div>
      <section className="recipe">
        <div className="recipe__main">
          <IngredientsCounter
            ingredients={recipe.ingredients ?? []}
            peoplePerBatch={recipe.servings ?? 1}
          />
        </div>
      </section>
      <StepsSlider steps={stepSlides(recipe.steps)} />
    </article>
  )
}

import type { Payload } from 'payload'
import { getLocale, type LocaleCode } from '../../src/i18n/locales'
import type { FoodRecipe } from '../../src/payload-types'
import { FOOD_RECIPES, type FoodRecipeDef } from './data/food-recipes'
import {
  checkLengths,
  findIdBySlug,
  ingredientRows,
  mapTexts,
  type ProductSlug,
  type RecipeImages,
  upsertRecipe,
} from './recipes-shared'
import type { SeedReport } from './upsert'

type FoodRecipeData = Omit<FoodRecipe, 'id' | 'createdAt' | 'updatedAt'>

/** The food recipe in one locale. */
export function foodRecipeData(
  def: FoodRecipeDef,
  locale: LocaleCode,
  refs: { images: RecipeImages; product: number | null },
): FoodRecipeData {
  const language = getLocale(locale).language
  const t = def.texts[language]
  return {
    title: t.title,
    slug: def.slug,
    available: true,
    date: def.date,
    description: t.description,
    cover: refs.images[def.cover],
    preparation_time: def.minutes,
    servings: def.servings,
    ingredients: ingredientRows(def.ingredients, language),
    steps: t.steps,
    ...(refs.product !== null ? { paired_product: refs.product } : {}),
  }
}

/** Seeds the food recipes; returns their ids with the slug of the product each one pairs. */
export async function seedFoodRecipes(
  payload: Payload,
  report: SeedReport,
  images: RecipeImages,
): Promise<{ id: number; product: ProductSlug }[]> {
  const seeded: { id: number; product: ProductSlug }[] = []
  for (const def of FOOD_RECIPES) {
    const stepCount = def.texts.en.steps.length
    checkLengths(
      `${def.slug} steps`,
      mapTexts(def.texts, (t) => t.steps),
      stepCount,
    )
    const product = await findIdBySlug(payload, 'products', def.product)
    const id = await upsertRecipe(payload, report, {
      collection: 'food-recipes',
      slug: def.slug,
      data: (locale) => foodRecipeData(def, locale, { images, product }),
    })
    seeded.push({ id, product: def.product })
  }
  return seeded
}

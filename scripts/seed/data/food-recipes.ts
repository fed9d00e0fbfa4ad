import type { IngredientSpec, ProductSlug, StepText } from '../recipes-shared'
import { en } from './en/food-recipes'
import { es } from './es/food-recipes'
import { fr } from './fr/food-recipes'
import { pl } from './pl/food-recipes'
import type { RecipeImageKey } from './recipe-images'
import { ru } from './ru/food-recipes'
import { type Texts, type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/food-recipes'
import { zh } from './zh/food-recipes'

export type FoodRecipeSlug =
  | 'duck-breast-cognac-pepper-sauce'
  | 'cognac-flambeed-prawns'
  | 'dark-chocolate-cognac-mousse'

export interface FoodRecipeText {
  title: string
  description: string
  steps: StepText[]
}

/** A dish served with a cognac of the house; quantities are for `servings` people. */
export interface FoodRecipeDef {
  slug: FoodRecipeSlug
  cover: RecipeImageKey
  date: string
  minutes: number
  servings: number
  ingredients: IngredientSpec[]
  product: ProductSlug
  texts: Texts<FoodRecipeText>
}

const TEXTS: TextsByLanguage<FoodRecipeSlug, FoodRecipeText> = { en, fr, es, pl, zh, vi, ru }

/** The language-neutral part of each recipe; its words are in <language>/food-recipes.ts. */
const RECIPES: readonly Omit<FoodRecipeDef, 'texts'>[] = [
  {
    slug: 'duck-breast-cognac-pepper-sauce',
    cover: 'recipes-duck-breast',
    date: '2025-11-20',
    minutes: 35,
    servings: 2,
    ingredients: [
      { quantity: '2', name: 'duckBreasts' },
      { quantity: '2', unit: 'tsp', name: 'peppercorns' },
      { quantity: '2', name: 'shallots' },
      { quantity: '60', unit: 'ml', name: 'cognacXo' },
      { quantity: '100', unit: 'ml', name: 'chickenStock' },
      { quantity: '100', unit: 'ml', name: 'cream' },
      { quantity: '15', unit: 'g', name: 'butter' },
      { quantity: 'a pinch', unit: 'pinch', name: 'fleurDeSel' },
    ],
    product: 'xo',
  },
  {
    slug: 'cognac-flambeed-prawns',
    cover: 'recipes-flambeed-prawns',
    date: '2026-01-15',
    minutes: 15,
    servings: 4,
    ingredients: [
      { quantity: '16', name: 'prawns' },
      { quantity: '3', name: 'garlic' },
      { quantity: '1,5', unit: 'tbsp', name: 'oliveOil' },
      { quantity: '20', unit: 'g', name: 'butter' },
      { quantity: 'a pinch', unit: 'pinch', name: 'chiliFlakes' },
      { quantity: '50', unit: 'ml', name: 'cognacVsop' },
      { quantity: '1/2', name: 'lemonHalf' },
      { quantity: '2', unit: 'tbsp', name: 'parsley' },
      { quantity: 'a pinch', unit: 'pinch', name: 'salt' },
    ],
    product: 'v-s-o-p',
  },
  {
    slug: 'dark-chocolate-cognac-mousse',
    cover: 'recipes-chocolate-mousse',
    date: '2026-02-14',
    minutes: 25,
    servings: 6,
    ingredients: [
      { quantity: '200', unit: 'g', name: 'darkChocolate' },
      { quantity: '30', unit: 'g', name: 'butter' },
      { quantity: '6', name: 'eggs' },
      { quantity: '40', unit: 'g', name: 'casterSugar' },
      { quantity: '40', unit: 'ml', name: 'cognacCordonBleu' },
      { quantity: '1/2', name: 'orangeForZest' },
      { quantity: 'a pinch', unit: 'pinch', name: 'salt' },
    ],
    product: 'cordon-bleu',
  },
]

export const FOOD_RECIPES: readonly FoodRecipeDef[] = RECIPES.map((recipe) => ({
  ...recipe,
  texts: textsOf(TEXTS, recipe.slug),
}))

/**
 * Recipe structured data (schema.org Recipe as JSON-LD) for the cocktail and food recipe pages
 * (SPEC §9: totalTime is PT5M, prepTime is in minutes). Pure functions.
 */

import { absoluteHref } from '@/rules/hreflang'

/** SPEC §9: the structured data's totalTime is always five minutes. */
export const RECIPE_TOTAL_TIME = 'PT5M'

export interface RecipeIngredientLine {
  quantity?: string | null
  unit?: string | null
  name: string
}

export interface RecipeStepLine {
  title: string
  description?: string | null
}

export interface RecipeSummary {
  name: string
  description?: string | null
  /** Image URL (site-relative or absolute). */
  image?: string | null
  /** Preparation time in minutes. */
  minutes?: number | null
  datePublished?: string | null
  /** BCP 47 language tag of the page. */
  inLanguage: string
  category: string
  /** How many people the quantities serve. */
  recipeYield?: number | null
  ingredients: RecipeIngredientLine[]
  steps: RecipeStepLine[]
}

/**
 * "50 ml cognac", "a dash of bitters": the parts the editor filled, in reading order. A part the
 * next one begins with is said once: quantity "a pinch" and unit "a pinch of" read "a pinch of
 * nutmeg", not "a pinch a pinch of nutmeg" (issue 16).
 */
export function ingredientText({ quantity, unit, name }: RecipeIngredientLine): string {
  const parts = [quantity, unit, name].map((part) => part?.trim()).filter((p): p is string => !!p)
  return parts
    .filter((part, i) => {
      const next = parts[i + 1]?.toLocaleLowerCase()
      const own = part.toLocaleLowerCase()
      return !(next && (next === own || next.startsWith(`${own} `)))
    })
    .join(' ')
}

/** Whole minutes as an ISO 8601 duration ("PT12M"); null when absent or not a valid count. */
export function minutesDuration(minutes: number | null | undefined): string | null {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return null
  return `PT${Math.round(minutes)}M`
}

/**
 * The schema.org Recipe object; empty optional fields are left out. `origin` makes a site-relative
 * image absolute, as search engines require.
 */
export function recipeJsonLd(recipe: RecipeSummary, origin?: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    inLanguage: recipe.inLanguage,
    recipeCategory: recipe.category,
    totalTime: RECIPE_TOTAL_TIME,
  }
  if (recipe.description) data.description = recipe.description
  if (recipe.image) data.image = [origin ? absoluteHref(origin, recipe.image) : recipe.image]
  if (recipe.datePublished) data.datePublished = recipe.datePublished.slice(0, 10)
  const prepTime = minutesDuration(recipe.minutes)
  if (prepTime) data.prepTime = prepTime
  if (recipe.recipeYield && recipe.recipeYield > 0) data.recipeYield = String(recipe.recipeYield)
  const ingredients = recipe.ingredients.map(ingredientText).filter(Boolean)
  if (ingredients.length > 0) data.recipeIngredient = ingredients
  if (recipe.steps.length > 0) {
    data.recipeInstructions = recipe.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.description?.trim() || step.title,
    }))
  }
  return data
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&` are escaped so
 * that editor text such as "</script>" cannot close the script element, and U+2028/U+2029 so
 * that the text stays valid in every JavaScript parser.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

import { describe, expect, it } from 'vitest'
import { FOOD_RECIPES } from './data/food-recipes'
import { LEGACY_COCKTAILS } from './data/legacy-cocktails'
import { V2_COCKTAILS } from './data/v2-cocktails'
import { type IngredientSpec, ingredientRows } from './recipes-shared'

const LANGUAGES = ['en', 'fr', 'es', 'pl', 'zh', 'vi', 'ru'] as const

/** Every ingredient row of the demo recipes as a reader sees it: "quantity unit name". */
const RECIPES: { title: string; ingredients: readonly IngredientSpec[] }[] = [
  ...LEGACY_COCKTAILS.map((c) => ({ title: `cocktail ${c.slug}`, ingredients: c.ingredients })),
  ...V2_COCKTAILS.map((c) => ({ title: `cocktail ${c.slug}`, ingredients: c.ingredients })),
  ...FOOD_RECIPES.map((r) => ({ title: `food recipe ${r.slug}`, ingredients: r.ingredients })),
]

describe('demo recipes read well where the unit meets the ingredient (issue 18 item 5)', () => {
  for (const language of LANGUAGES) {
    it(`${language}: no word is written twice at the join ("une pincée de de sucre")`, () => {
      const doubled: string[] = []
      for (const recipe of RECIPES) {
        for (const row of ingredientRows(recipe.ingredients, language)) {
          const unitWords = row.unit.trim().split(/\s+/)
          const last = unitWords[unitWords.length - 1]?.toLowerCase()
          const first = row.name.trim().split(/\s+/)[0]?.toLowerCase()
          if (last && first && last === first)
            doubled.push(`${recipe.title}: "${row.unit} ${row.name}"`)
        }
      }
      expect(doubled).toEqual([])
    })
  }
})

import type { CollectionSlug, Payload } from 'payload'
import { DEFAULT_LOCALE, type Language, type LocaleCode } from '../../src/i18n/locales'
import { RECIPE_IMAGES, type RecipeImageKey } from './data/recipe-images'
import {
  COCKTAIL_LABELS,
  HOUSE_VOICES,
  INGREDIENTS,
  type IngredientKey,
  TOOLS,
  type ToolKey,
  UNITS,
  type UnitKey,
  type VoiceKey,
} from './data/recipe-words'
import { mapTexts, type Texts } from './data/texts'
import { seedImage } from './images'
import { type SeedReport, upsertLocalized } from './upsert'

export {
  COCKTAIL_LABELS,
  HOUSE_VOICES,
  INGREDIENTS,
  type IngredientKey,
  mapTexts,
  type Texts,
  TOOLS,
  type ToolKey,
  UNITS,
  type UnitKey,
  type VoiceKey,
}

export interface IngredientSpec {
  /** Text the people counter scales, the same in every language: "2", "1/2", "1,5" or words. */
  quantity: string
  unit?: UnitKey
  name: IngredientKey
}

/** Ingredient rows in one language, in the shape of the `ingredients` array field. */
export function ingredientRows(list: readonly IngredientSpec[], language: Language) {
  return list.map((item) => ({
    quantity: item.quantity,
    unit: item.unit ? UNITS[item.unit][language] : '',
    name: INGREDIENTS[item.name][language],
  }))
}

/** en-ww slugs of the references made by other domains (catalog, editorial). */
export type ProductSlug = 'v-s-o-p' | 'blue-swift' | 'xo' | 'cordon-bleu'
export type ArticleSlug =
  | 'the-art-of-blending'
  | 'cognac-and-food-pairing'
  | 'a-year-in-the-vineyard'

/** en-ww slugs of the 8 cocktails (SPEC §2.10). */
export const COCKTAIL_SLUGS = [
  'sidecar',
  'crisp-green-tea',
  'julep',
  'float',
  'ginger-spice',
  'robust-coffee',
  'swift-old-fashioned',
  'chevalier-noir',
] as const
export type CocktailSlug = (typeof COCKTAIL_SLUGS)[number]

/** A step of a recipe: a short title and one or two sentences. */
export interface StepText {
  title: string
  description: string
}

/** The history of a cocktail (legacy `history` group, V2 `bloc_history`). */
export interface HistoryText {
  title: string
  paragraphs: string[]
}

export type RecipeImages = Record<RecipeImageKey, number>

/** Every recipe image, by key (seedImage is idempotent by key). */
export async function seedRecipeImages(payload: Payload): Promise<RecipeImages> {
  const ids: Partial<RecipeImages> = {}
  for (const key of Object.keys(RECIPE_IMAGES) as RecipeImageKey[]) {
    ids[key] = await seedImage(payload, { key, ...RECIPE_IMAGES[key] })
  }
  return ids as RecipeImages
}

/**
 * The id of a document by its en-ww slug, or null when its domain has not seeded it (yet):
 * products and articles belong to other domains, and a missing one only leaves a reference out.
 */
export async function findIdBySlug(
  payload: Payload,
  collection: CollectionSlug,
  slug: string,
): Promise<number | null> {
  const found = await payload.find({
    collection,
    locale: DEFAULT_LOCALE,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  })
  const id = found.docs[0]?.id
  return typeof id === 'number' ? id : null
}

/** The ids of those slugs that exist, in order. */
export async function findIdsBySlugs(
  payload: Payload,
  collection: CollectionSlug,
  slugs: readonly string[],
): Promise<number[]> {
  const ids: number[] = []
  for (const slug of slugs) {
    const id = await findIdBySlug(payload, collection, slug)
    if (id !== null) ids.push(id)
  }
  return ids
}

/**
 * upsertLocalized for a recipe found by its en-ww slug. Its ingredient and step rows are per
 * locale (issue 17 item 4), so each locale is written with rows of its own and no locale's save
 * touches another's.
 */
export async function upsertRecipe<T extends object>(
  payload: Payload,
  report: SeedReport,
  options: { collection: CollectionSlug; slug: string; data: (locale: LocaleCode) => T },
): Promise<number> {
  const { collection, slug, data } = options
  return upsertLocalized(payload, report, {
    collection,
    find: { slug: { equals: slug } },
    data: (locale) => data(locale) as Record<string, unknown>,
  })
}

/** Throws when the languages of a text list disagree on its length (steps, buttons). */
export function checkLengths(what: string, texts: Texts<readonly unknown[]>, expected: number) {
  for (const [language, list] of Object.entries(texts)) {
    if (list.length !== expected) {
      throw new Error(
        `recipes seed: ${what} has ${list.length} items in ${language}, not ${expected}`,
      )
    }
  }
}

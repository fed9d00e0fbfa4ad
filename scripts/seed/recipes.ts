import type { Payload } from 'payload'
import { DEFAULT_LOCALE } from '../../src/i18n/locales'
import { FOOD_RECIPES } from './data/food-recipes'
import { LEGACY_COCKTAILS } from './data/legacy-cocktails'
import { V2_COCKTAILS } from './data/v2-cocktails'
import { seedLegacyCocktails } from './recipes-cocktails-legacy'
import { seedV2Cocktails } from './recipes-cocktails-v2'
import { seedFoodRecipes } from './recipes-food'
import {
  type ArticleSlug,
  COCKTAIL_SLUGS,
  type CocktailSlug,
  findIdBySlug,
  findIdsBySlugs,
  seedRecipeImages,
} from './recipes-shared'
import { type SeedReport, seedContext } from './upsert'

/** What the recipes seed makes; the seed checks its definitions against these counts. */
export const expectedRecipeCounts = {
  cocktails: 8,
  legacyCocktails: 4,
  v2Cocktails: 4,
  foodRecipes: 3,
}

/**
 * Demo recipes content in all 18 locales: the 8 cocktails of SPEC §2.10 (4 legacy, 4 V2) and 3
 * food recipes paired with a cognac of the house. Idempotent like the rest of the seed.
 */
export async function seedRecipes(payload: Payload, report: SeedReport): Promise<void> {
  checkCounts()
  const images = await seedRecipeImages(payload)
  const cocktails = {
    ...(await seedLegacyCocktails(payload, report, images)),
    ...(await seedV2Cocktails(payload, report, images)),
  }
  const food = await seedFoodRecipes(payload, report, images)
  await fillCocktailReferences(payload, report, cocktails)
  await fillFoodReferences(payload, report, food)
}

/** The definitions match the counts this module promises, and cover SPEC §2.10's slugs. */
function checkCounts() {
  const slugs = [...LEGACY_COCKTAILS, ...V2_COCKTAILS].map((def) => def.slug).sort()
  const expected = [...COCKTAIL_SLUGS].sort()
  if (
    LEGACY_COCKTAILS.length !== expectedRecipeCounts.legacyCocktails ||
    V2_COCKTAILS.length !== expectedRecipeCounts.v2Cocktails ||
    FOOD_RECIPES.length !== expectedRecipeCounts.foodRecipes ||
    slugs.join() !== expected.join()
  ) {
    throw new Error('recipes seed: the definitions do not match expectedRecipeCounts')
  }
}

const RELATED: Record<CocktailSlug, { cocktails: CocktailSlug[]; articles: ArticleSlug[] }> =
  Object.fromEntries(
    [...LEGACY_COCKTAILS, ...V2_COCKTAILS].map((def) => [
      def.slug,
      { cocktails: def.related, articles: def.articles },
    ]),
  ) as Record<CocktailSlug, { cocktails: CocktailSlug[]; articles: ArticleSlug[] }>

/**
 * Second pass, once all 8 cocktails exist: related cocktails (and related articles, when the
 * editorial seed has made them since) are written only where the field is still empty, so a
 * re-run changes nothing and an editor's picks survive.
 */
async function fillCocktailReferences(
  payload: Payload,
  report: SeedReport,
  ids: Partial<Record<CocktailSlug, number>>,
) {
  for (const slug of COCKTAIL_SLUGS) {
    const id = ids[slug]
    if (id === undefined) continue
    const doc = await payload.findByID({
      collection: 'cocktails',
      id,
      locale: DEFAULT_LOCALE,
      depth: 0,
    })
    const data: { related_cocktails?: number[]; related_articles?: number[] } = {}
    if (!doc.related_cocktails?.length) {
      data.related_cocktails = RELATED[slug].cocktails
        .map((other) => ids[other])
        .filter((other): other is number => other !== undefined)
    }
    if (!doc.related_articles?.length) {
      const articles = await findIdsBySlugs(payload, 'articles', RELATED[slug].articles)
      if (articles.length > 0) data.related_articles = articles
    }
    if (!data.related_cocktails?.length && !data.related_articles?.length) continue
    // Unlocalized relationships: one write serves every locale.
    await payload.update({
      collection: 'cocktails',
      id,
      locale: DEFAULT_LOCALE,
      context: seedContext,
      data,
      depth: 0,
    })
    report.updated++
  }
}

/** The paired cognac of each dish, where the catalog has made it since the dish was created. */
async function fillFoodReferences(
  payload: Payload,
  report: SeedReport,
  food: { id: number; product: string }[],
) {
  for (const { id, product } of food) {
    const doc = await payload.findByID({
      collection: 'food-recipes',
      id,
      locale: DEFAULT_LOCALE,
      depth: 0,
    })
    if (doc.paired_product) continue
    const productId = await findIdBySlug(payload, 'products', product)
    if (productId === null) continue
    await payload.update({
      collection: 'food-recipes',
      id,
      locale: DEFAULT_LOCALE,
      context: seedContext,
      data: { paired_product: productId },
      depth: 0,
    })
    report.updated++
  }
}

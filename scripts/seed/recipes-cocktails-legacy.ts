import type { Payload } from 'payload'
import { getLocale, type LocaleCode } from '../../src/i18n/locales'
import type { Cocktail } from '../../src/payload-types'
import { LEGACY_COCKTAILS, type LegacyCocktail } from './data/legacy-cocktails'
import { richText } from './lexical'
import {
  COCKTAIL_LABELS,
  type CocktailSlug,
  checkLengths,
  findIdsBySlugs,
  HOUSE_VOICES,
  ingredientRows,
  mapTexts,
  type RecipeImages,
  upsertRecipe,
} from './recipes-shared'
import type { SeedReport } from './upsert'

/** The data of one cocktail in one locale, as the collection takes it. */
export type CocktailData = Omit<Cocktail, 'id' | 'createdAt' | 'updatedAt'>
/** The legacy cocktail in one locale: card and hero fields, recipe, quote, video, history. */
export function legacyCocktailData(
  def: LegacyCocktail,
  locale: LocaleCode,
  refs: { images: RecipeImages; articles: number[] },
): CocktailData {
  const language = getLocale(locale).language
  const t = def.texts[language]
  const labels = COCKTAIL_LABELS[language]
  const history = def.history?.[language]
  const ownUs = locale === 'en-us' ? def.enUs : undefined
  return {
    title: ownUs?.title ?? t.title,
    slug: ownUs?.slug ?? def.slug,
    available: true,
    date: def.date,
    taste: def.taste,
    templateV2: false,
    description: t.description,
    cover: refs.images[def.cover],
    preparation_time: def.minutes,
    hide_time: def.hideTime ?? false,
    recipe: {
      ingredients: ingredientRows(def.ingredients, language),
      instructions: t.steps.map((step, index) => {
        const image = def.stepImages[index]
        return { ...step, ...(image ? { image: refs.images[image] } : {}) }
      }),
      serving_tips: t.servingTips,
    },
    quote: {
      quote: t.quote,
      label: labels.quoteLabel,
      author: HOUSE_VOICES[def.quote.by][language],
      background: def.quote.background,
    },
    ...(def.videoUrl ? { cocktail_video: { url: def.videoUrl } } : {}),
    display_history: Boolean(history),
    ...(history
      ? {
          history: {
            label: labels.history,
            title: history.title,
            content: richText(history.paragraphs),
          },
        }
      : {}),
    ...(refs.articles.length > 0 ? { related_articles: refs.articles } : {}),
  }
}

/** Seeds the 4 legacy cocktails; returns their ids by slug. */
export async function seedLegacyCocktails(
  payload: Payload,
  report: SeedReport,
  images: RecipeImages,
): Promise<Partial<Record<CocktailSlug, number>>> {
  const ids: Partial<Record<CocktailSlug, number>> = {}
  for (const def of LEGACY_COCKTAILS) {
    checkLengths(
      `${def.slug} steps`,
      mapTexts(def.texts, (t) => t.steps),
      def.stepImages.length,
    )
    const articles = await findIdsBySlugs(payload, 'articles', def.articles)
    ids[def.slug] = await upsertRecipe(payload, report, {
      collection: 'cocktails',
      slug: def.slug,
      data: (locale) => legacyCocktailData(def, locale, { images, articles }),
    })
  }
  return ids
}

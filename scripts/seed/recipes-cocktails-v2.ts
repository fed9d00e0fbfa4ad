import type { Payload } from 'payload'
import { getLocale, type Language, type LocaleCode } from '../../src/i18n/locales'
import { type BlocSpec, V2_COCKTAILS, type V2Cocktail } from './data/v2-cocktails'
import { richText } from './lexical'
import type { CocktailData } from './recipes-cocktails-legacy'
import {
  COCKTAIL_LABELS,
  type CocktailSlug,
  checkLengths,
  findIdBySlug,
  findIdsBySlugs,
  ingredientRows,
  mapTexts,
  type RecipeImages,
  TOOLS,
  upsertRecipe,
} from './recipes-shared'
import type { SeedReport } from './upsert'

type Bloc = NonNullable<CocktailData['blocs']>[number]

interface V2Refs {
  images: RecipeImages
  product: number | null
  articles: number[]
}

/** One bloc in one language. */
function bloc(def: V2Cocktail, spec: BlocSpec, language: Language, refs: V2Refs): Bloc {
  const labels = COCKTAIL_LABELS[language]
  const t = def.texts[language]
  switch (spec.kind) {
    case 'hero':
      return {
        blockType: 'bloc_hero',
        title: t.title,
        description: t.description,
        image: refs.images[def.cover],
        time: def.minutes,
      }
    case 'recipe':
      return {
        blockType: 'bloc_recipe',
        title: labels.recipe,
        ingredients: ingredientRows(def.ingredients, language),
        ...(refs.product !== null ? { related_product: refs.product } : {}),
        related_image: refs.images[def.cover],
        without_alcohol: false,
        tips_show: true,
        tips_label: labels.tips,
        tips_description: spec.tips[language],
        tools_show: true,
        tools_label: labels.tools,
        tools_items: spec.tools.map((tool) => ({ key: TOOLS[tool][language], value: '1' })),
      }
    case 'instruction':
      return {
        blockType: 'bloc_instruction',
        title: labels.steps,
        steps: spec.steps[language].map((step, index) => {
          const media = spec.media[index]
          return {
            title: step.title,
            description: step.description,
            ...(step.large ? { large_text: step.large } : {}),
            ...(media?.image ? { image: refs.images[media.image] } : {}),
            ...(media?.video ? { video_url: media.video } : {}),
          }
        }),
      }
    case 'video':
      return {
        blockType: 'bloc_video',
        title: spec.texts[language].title,
        video: {
          url: spec.url,
          name: spec.name,
          title: spec.texts[language].title,
          description: spec.texts[language].description,
          date: spec.date,
        },
        cover: refs.images['recipes-video-cover'],
        link: spec.link,
      }
    case 'history':
      return {
        blockType: 'bloc_history',
        label: labels.history,
        title: spec.texts[language].title,
        description: richText(spec.texts[language].paragraphs),
      }
    case 'textImage': {
      const texts = spec.texts[language]
      return {
        blockType: 'text_image',
        type: spec.type,
        reverse: spec.reverse ?? false,
        subtitle: texts.subtitle,
        title: texts.title,
        description: texts.description,
        ...(texts.quote ? { quote: texts.quote } : {}),
        image: refs.images[spec.image],
        buttons: spec.buttons.map((button, index) => ({
          label: texts.buttons[index] ?? '',
          link: button.link,
          button_color: button.color,
        })),
      }
    }
    case 'related':
      // No picked cocktails: the page shows the document's related_cocktails.
      return { blockType: 'bloc_related_cocktail', title: labels.related }
  }
}

/** The V2 cocktail in one locale: the card fields and its blocs. */
export function v2CocktailData(def: V2Cocktail, locale: LocaleCode, refs: V2Refs): CocktailData {
  const language = getLocale(locale).language
  const t = def.texts[language]
  return {
    title: t.title,
    slug: def.slug,
    available: true,
    date: def.date,
    taste: def.taste,
    templateV2: true,
    description: t.description,
    cover: refs.images[def.cover],
    preparation_time: def.minutes,
    hide_time: false,
    blocs: def.blocs.map((spec) => bloc(def, spec, language, refs)),
    ...(refs.articles.length > 0 ? { related_articles: refs.articles } : {}),
  }
}

/** Throws when a bloc's languages disagree on how many steps or buttons it has. */
function checkBlocs(def: V2Cocktail) {
  for (const spec of def.blocs) {
    if (spec.kind === 'instruction') {
      checkLengths(`${def.slug} steps`, spec.steps, spec.media.length)
    }
    if (spec.kind === 'textImage') {
      checkLengths(
        `${def.slug} text_image buttons`,
        mapTexts(spec.texts, (t) => t.buttons),
        spec.buttons.length,
      )
    }
  }
}

/** Seeds the 4 V2 cocktails; returns their ids by slug. */
export async function seedV2Cocktails(
  payload: Payload,
  report: SeedReport,
  images: RecipeImages,
): Promise<Partial<Record<CocktailSlug, number>>> {
  const ids: Partial<Record<CocktailSlug, number>> = {}
  for (const def of V2_COCKTAILS) {
    checkBlocs(def)
    const refs: V2Refs = {
      images,
      product: await findIdBySlug(payload, 'products', def.product),
      articles: await findIdsBySlugs(payload, 'articles', def.articles),
    }
    ids[def.slug] = await upsertRecipe(payload, report, {
      collection: 'cocktails',
      slug: def.slug,
      data: (locale) => v2CocktailData(def, locale, refs),
    })
  }
  return ids
}

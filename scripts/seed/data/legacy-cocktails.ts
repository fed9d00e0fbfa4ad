import type { Cocktail } from '../../../src/payload-types'
import { DEMO_VIDEOS } from '../demo-media'
import type {
  ArticleSlug,
  CocktailSlug,
  HistoryText,
  IngredientSpec,
  StepText,
  VoiceKey,
} from '../recipes-shared'
import { en } from './en/legacy-cocktails'
import { es } from './es/legacy-cocktails'
import { fr } from './fr/legacy-cocktails'
import { pl } from './pl/legacy-cocktails'
import type { RecipeImageKey } from './recipe-images'
import { ru } from './ru/legacy-cocktails'
import { mapTexts, type Texts, type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/legacy-cocktails'
import { zh } from './zh/legacy-cocktails'

type Taste = NonNullable<Cocktail['taste']>[number]
type QuoteBackground = NonNullable<NonNullable<Cocktail['quote']>['background']>

export type LegacyCocktailSlug = Extract<
  CocktailSlug,
  'sidecar' | 'julep' | 'float' | 'ginger-spice'
>

interface LegacyTexts {
  title: string
  description: string
  steps: StepText[]
  servingTips: string
  quote: string
}

/** One cocktail's words in one language: the page texts, and the history when it has one. */
export interface LegacyCocktailText {
  texts: LegacyTexts
  history?: HistoryText
}

/**
 * A cocktail on the legacy page (SPEC §2.6): hero fields, one recipe, a quote, and optionally a
 * video and a history. Texts are per language; everything else is shared by the 18 locales.
 */
export interface LegacyCocktail {
  slug: LegacyCocktailSlug
  /** Where the en-us locale has a slug and title of its own (SPEC §2.10). */
  enUs?: { slug: string; title: string }
  cover: RecipeImageKey
  date: string
  taste: Taste[]
  minutes: number
  hideTime?: boolean
  videoUrl?: string
  ingredients: IngredientSpec[]
  /** The picture of each step, in step order. */
  stepImages: RecipeImageKey[]
  quote: { by: VoiceKey; background: QuoteBackground }
  articles: ArticleSlug[]
  related: CocktailSlug[]
  texts: Texts<LegacyTexts>
  history?: Texts<HistoryText>
}

const TEXTS: TextsByLanguage<LegacyCocktailSlug, LegacyCocktailText> = {
  en,
  fr,
  es,
  pl,
  zh,
  vi,
  ru,
}

/** The language-neutral part of each cocktail; its words are in <language>/legacy-cocktails.ts. */
const COCKTAILS: readonly Omit<LegacyCocktail, 'texts' | 'history'>[] = [
  {
    slug: 'sidecar',
    cover: 'recipes-sidecar',
    date: '2025-03-20',
    taste: ['sour', 'sweet'],
    minutes: 5,
    ingredients: [
      { quantity: '50', unit: 'ml', name: 'cognacVsop' },
      { quantity: '20', unit: 'ml', name: 'orangeLiqueur' },
      { quantity: '20', unit: 'ml', name: 'lemonJuice' },
      { quantity: 'a pinch', unit: 'pinch', name: 'sugarRim' },
      { quantity: '1', name: 'orangeZest' },
    ],
    stepImages: [
      'recipes-step-prepare',
      'recipes-step-mix',
      'recipes-step-mix',
      'recipes-step-garnish',
    ],
    quote: { by: 'headBartender', background: 'blue' },
    articles: ['the-art-of-blending'],
    related: ['swift-old-fashioned', 'chevalier-noir', 'ginger-spice'],
  },
  {
    slug: 'julep',
    enUs: { slug: 'swift-julep', title: 'Swift Julep' },
    cover: 'recipes-julep',
    date: '2025-07-10',
    taste: ['soft', 'sweet'],
    minutes: 5,
    videoUrl: DEMO_VIDEOS.pour,
    ingredients: [
      { quantity: '60', unit: 'ml', name: 'cognacBlueSwift' },
      { quantity: '2', unit: 'tsp', name: 'sugarSyrup' },
      { quantity: '8', name: 'mintLeaves' },
      { quantity: 'a dash', unit: 'dash', name: 'aromaticBitters' },
      { quantity: 'top up', unit: 'topUp', name: 'crushedIce' },
    ],
    stepImages: [
      'recipes-step-prepare',
      'recipes-step-mix',
      'recipes-julep',
      'recipes-step-garnish',
    ],
    quote: { by: 'headBartender', background: 'cream' },
    articles: ['a-year-in-the-vineyard'],
    related: ['crisp-green-tea', 'swift-old-fashioned', 'sidecar'],
  },
  {
    slug: 'float',
    cover: 'recipes-float',
    date: '2025-10-16',
    taste: ['creamy', 'sweet'],
    minutes: 3,
    // A drink poured in a minute: the time would only draw attention to itself.
    hideTime: true,
    ingredients: [
      { quantity: '40', unit: 'ml', name: 'cognacBlueSwift' },
      { quantity: '1', unit: 'scoop', name: 'vanillaIceCream' },
      { quantity: 'top up', unit: 'topUp', name: 'gingerAle' },
      { quantity: 'a pinch', unit: 'pinch', name: 'nutmeg' },
    ],
    stepImages: ['recipes-step-prepare', 'recipes-step-mix', 'recipes-float'],
    quote: { by: 'cellarMaster', background: 'amber' },
    articles: ['cognac-and-food-pairing'],
    related: ['robust-coffee', 'ginger-spice', 'crisp-green-tea'],
  },
  {
    slug: 'ginger-spice',
    cover: 'recipes-ginger-spice',
    date: '2025-12-04',
    taste: ['sour', 'soft'],
    minutes: 5,
    ingredients: [
      { quantity: '50', unit: 'ml', name: 'cognacVsop' },
      { quantity: '1/2', name: 'limeHalf' },
      { quantity: '2', unit: 'cm', name: 'freshGinger' },
      { quantity: '1,5', unit: 'tsp', name: 'honeySyrup' },
      { quantity: 'top up', unit: 'topUp', name: 'gingerBeer' },
      { quantity: 'a pinch', unit: 'pinch', name: 'cinnamon' },
    ],
    stepImages: [
      'recipes-step-prepare',
      'recipes-step-mix',
      'recipes-ginger-spice',
      'recipes-step-garnish',
    ],
    quote: { by: 'cellarMaster', background: 'red' },
    articles: ['the-art-of-blending', 'cognac-and-food-pairing'],
    related: ['float', 'crisp-green-tea', 'sidecar'],
  },
]

export const LEGACY_COCKTAILS: readonly LegacyCocktail[] = COCKTAILS.map((cocktail) => {
  const texts = textsOf(TEXTS, cocktail.slug)
  // The English file decides whether a cocktail has a history; every language must follow.
  const history = texts.en.history ? mapTexts(texts, (t) => t.history!) : undefined
  return {
    ...cocktail,
    texts: mapTexts(texts, (t) => t.texts),
    ...(history ? { history } : {}),
  }
})

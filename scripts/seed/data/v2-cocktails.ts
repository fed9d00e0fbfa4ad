import type { Cocktail, CocktailTextImageBloc } from '../../../src/payload-types'
import { DEMO_VIDEOS } from '../demo-media'
import type {
  ArticleSlug,
  CocktailSlug,
  HistoryText,
  IngredientSpec,
  ProductSlug,
  StepText,
  ToolKey,
} from '../recipes-shared'
import { en } from './en/v2-cocktails'
import { es } from './es/v2-cocktails'
import { fr } from './fr/v2-cocktails'
import { pl } from './pl/v2-cocktails'
import type { RecipeImageKey } from './recipe-images'
import { ru } from './ru/v2-cocktails'
import { mapTexts, type Texts, type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/v2-cocktails'
import { zh } from './zh/v2-cocktails'

export type V2CocktailSlug = Extract<
  CocktailSlug,
  'crisp-green-tea' | 'robust-coffee' | 'swift-old-fashioned' | 'chevalier-noir'
>

type Taste = NonNullable<Cocktail['taste']>[number]

export interface V2StepText extends StepText {
  /** The large line beside the step (a time, a temperature). */
  large?: string
}

/**
 * The V2 blocs of a cocktail, in page order (SPEC §2.6). Each carries its own texts, so a bloc
 * cannot be placed without its 7 languages; hero and recipe read the cocktail's main texts.
 */
export type BlocSpec =
  | { kind: 'hero' }
  | { kind: 'recipe'; tools: ToolKey[]; tips: Texts }
  | {
      kind: 'instruction'
      /** Per step, in order: the picture, and a video shown instead of it. */
      media: { image?: RecipeImageKey; video?: string }[]
      steps: Texts<V2StepText[]>
    }
  | {
      kind: 'video'
      url: string
      /** Tracking and accessibility name. */
      name: string
      date: string
      /** A site path for the "see more" link. */
      link: string
      texts: Texts<{ title: string; description: string }>
    }
  | { kind: 'history'; texts: Texts<HistoryText> }
  | {
      kind: 'textImage'
      type: CocktailTextImageBloc['type']
      reverse?: boolean
      image: RecipeImageKey
      buttons: { link: string; color: 'blue' | 'red' | 'cream' }[]
      texts: Texts<{
        subtitle: string
        title: string
        description: string
        quote?: string
        buttons: string[]
      }>
    }
  | { kind: 'related' }

export interface V2Cocktail {
  slug: V2CocktailSlug
  cover: RecipeImageKey
  date: string
  taste: Taste[]
  minutes: number
  ingredients: IngredientSpec[]
  /** The house cognac of the recipe bloc, when the catalog has it. */
  product: ProductSlug
  articles: ArticleSlug[]
  related: CocktailSlug[]
  texts: Texts<{ title: string; description: string }>
  blocs: BlocSpec[]
}

/** The fields of a bloc that hold words: one language each in the language files. */
type TextField = 'tips' | 'steps' | 'texts'
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
type NeutralBloc = DistributiveOmit<BlocSpec, TextField>
/** One bloc's words in one language; empty for the blocs without words of their own. */
type BlocText = { [F in TextField]?: unknown }

/** One cocktail's words in one language: its card, then each bloc's, in page order. */
export interface V2CocktailText {
  texts: { title: string; description: string }
  blocs: BlocText[]
}

const TEXTS: TextsByLanguage<V2CocktailSlug, V2CocktailText> = { en, fr, es, pl, zh, vi, ru }

type NeutralCocktail = Omit<V2Cocktail, 'texts' | 'blocs'> & { blocs: NeutralBloc[] }

/** The language-neutral part of each cocktail; its words are in <language>/v2-cocktails.ts. */
const COCKTAIL_RECORDS: NeutralCocktail[] = [
  {
    slug: 'crisp-green-tea',
    cover: 'recipes-crisp-green-tea',
    date: '2026-05-14',
    taste: ['soft'],
    minutes: 4,
    ingredients: [
      { quantity: '40', unit: 'ml', name: 'cognacBlueSwift' },
      { quantity: '80', unit: 'ml', name: 'greenTea' },
      { quantity: '10', unit: 'ml', name: 'lemonJuice' },
      { quantity: '3/4', unit: 'tbsp', name: 'honeySyrup' },
      { quantity: '3', name: 'cucumberSlices' },
      { quantity: 'top up', unit: 'topUp', name: 'sodaWater' },
    ],
    product: 'blue-swift',
    articles: ['a-year-in-the-vineyard'],
    related: ['julep', 'ginger-spice', 'float'],
    blocs: [
      { kind: 'hero' },
      { kind: 'recipe', tools: ['highball', 'jigger', 'barspoon'] },
      {
        kind: 'instruction',
        media: [
          { image: 'recipes-step-prepare' },
          { image: 'recipes-crisp-green-tea' },
          { image: 'recipes-step-garnish' },
        ],
      },
      {
        kind: 'textImage',
        type: 'normal',
        image: 'recipes-cognac-pairing',
        buttons: [{ link: '/collection/blue-swift/', color: 'blue' }],
      },
      { kind: 'related' },
    ],
  },
  {
    slug: 'robust-coffee',
    cover: 'recipes-robust-coffee',
    date: '2026-03-05',
    taste: ['bitter', 'creamy'],
    minutes: 6,
    ingredients: [
      { quantity: '40', unit: 'ml', name: 'cognacXo' },
      { quantity: '30', unit: 'ml', name: 'espresso' },
      { quantity: '15', unit: 'ml', name: 'coffeeLiqueur' },
      { quantity: '1/2', unit: 'tsp', name: 'demeraraSugar' },
      { quantity: '3', name: 'coffeeBeans' },
    ],
    product: 'xo',
    articles: ['cognac-and-food-pairing'],
    related: ['chevalier-noir', 'float', 'swift-old-fashioned'],
    blocs: [
      { kind: 'hero' },
      { kind: 'recipe', tools: ['espressoMachine', 'shaker', 'strainer', 'coupe'] },
      {
        kind: 'video',
        url: DEMO_VIDEOS.cellar,
        name: 'robust-coffee-shake',
        date: '2026-03-05',
        link: '/cocktails/',
      },
      {
        kind: 'instruction',
        media: [
          { image: 'recipes-step-prepare' },
          { image: 'recipes-step-mix' },
          { image: 'recipes-step-mix', video: DEMO_VIDEOS.pour },
          { image: 'recipes-robust-coffee' },
        ],
      },
      { kind: 'history' },
      { kind: 'related' },
    ],
  },
  {
    slug: 'swift-old-fashioned',
    cover: 'recipes-swift-old-fashioned',
    date: '2026-02-12',
    taste: ['bitter', 'sweet'],
    minutes: 4,
    ingredients: [
      { quantity: '60', unit: 'ml', name: 'cognacBlueSwift' },
      { quantity: '1', name: 'sugarCube' },
      { quantity: 'a dash', unit: 'dash', name: 'aromaticBitters' },
      { quantity: '1', unit: 'barspoon', name: 'water' },
      { quantity: '1', name: 'largeIceCube' },
      { quantity: '1', name: 'orangeZest' },
    ],
    product: 'blue-swift',
    articles: ['the-art-of-blending'],
    related: ['sidecar', 'chevalier-noir', 'julep'],
    blocs: [
      { kind: 'hero' },
      {
        kind: 'textImage',
        type: 'big',
        reverse: true,
        image: 'recipes-video-cover',
        buttons: [{ link: '/collection/blue-swift/', color: 'red' }],
      },
      { kind: 'recipe', tools: ['mixingGlass', 'barspoon', 'strainer', 'jigger'] },
      {
        kind: 'instruction',
        media: [
          { image: 'recipes-step-prepare' },
          { image: 'recipes-step-mix' },
          { image: 'recipes-swift-old-fashioned' },
          { image: 'recipes-step-garnish' },
        ],
      },
      { kind: 'history' },
      { kind: 'related' },
    ],
  },
  {
    slug: 'chevalier-noir',
    cover: 'recipes-chevalier-noir',
    date: '2026-04-02',
    taste: ['sweet', 'bitter'],
    minutes: 5,
    ingredients: [
      { quantity: '45', unit: 'ml', name: 'cognacCordonBleu' },
      { quantity: '20', unit: 'ml', name: 'sweetVermouth' },
      { quantity: '15', unit: 'ml', name: 'blackberryLiqueur' },
      { quantity: 'a dash', unit: 'dash', name: 'chocolateBitters' },
      { quantity: '2', name: 'blackberries' },
    ],
    product: 'cordon-bleu',
    articles: ['the-art-of-blending', 'a-year-in-the-vineyard'],
    related: ['robust-coffee', 'swift-old-fashioned', 'sidecar'],
    blocs: [
      { kind: 'hero' },
      { kind: 'recipe', tools: ['mixingGlass', 'barspoon', 'strainer', 'coupe'] },
      {
        kind: 'instruction',
        media: [
          { image: 'recipes-step-prepare' },
          { image: 'recipes-step-mix' },
          { image: 'recipes-chevalier-noir' },
        ],
      },
      {
        kind: 'video',
        url: DEMO_VIDEOS.vineyard,
        name: 'chevalier-noir-stirred',
        date: '2026-04-02',
        link: '/collection/cordon-bleu/',
      },
      {
        kind: 'textImage',
        type: 'double',
        image: 'recipes-step-garnish',
        buttons: [
          { link: '/collection/cordon-bleu/', color: 'blue' },
          { link: '/store-locator/', color: 'cream' },
        ],
      },
      { kind: 'history' },
      { kind: 'related' },
    ],
  },
]

/** A bloc with its words gathered from every language (the fields the English bloc has). */
function withTexts(bloc: NeutralBloc, words: Texts<BlocText>): BlocSpec {
  const fields = Object.keys(words.en) as TextField[]
  return {
    ...bloc,
    ...Object.fromEntries(fields.map((field) => [field, mapTexts(words, (w) => w[field])])),
  } as BlocSpec
}

export const V2_COCKTAILS: readonly V2Cocktail[] = COCKTAIL_RECORDS.map(
  ({ blocs, ...cocktail }) => {
    const texts = textsOf(TEXTS, cocktail.slug)
    // A language file with a bloc too many or too few would pair words with the wrong bloc.
    for (const [language, words] of Object.entries(texts)) {
      if (words.blocs.length !== blocs.length) {
        throw new Error(`seed: ${cocktail.slug} has ${words.blocs.length} blocs in ${language}`)
      }
    }
    return {
      ...cocktail,
      texts: mapTexts(texts, (t) => t.texts),
      blocs: blocs.map((bloc, index) =>
        withTexts(
          bloc,
          mapTexts(texts, (t) => t.blocs[index]!),
        ),
      ),
    }
  },
)

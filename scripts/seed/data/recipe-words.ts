import { en } from './en/recipe-words'
import { es } from './es/recipe-words'
import { fr } from './fr/recipe-words'
import { pl } from './pl/recipe-words'
import { ru } from './ru/recipe-words'
import { mapTexts, type Texts, textsOf } from './texts'
import { vi } from './vi/recipe-words'
import { zh } from './zh/recipe-words'

/**
 * Units and ingredient names, per language. Quantities, the same in every language, are text
 * the people counter scales; a non-numeric quantity ("a dash", "top up", "a pinch") shows
 * nothing (SPEC §5), so its unit carries the words ("a dash of", "top up with"). Each
 * ingredient is always used with the same unit, so names can take the grammatical case that
 * unit needs (Polish and Russian genitive after a measure, instrumental after "top up").
 */
export const UNIT_KEYS = [
  'ml',
  'g',
  'cm',
  'tsp',
  'tbsp',
  'barspoon',
  'scoop',
  'dash',
  'pinch',
  'topUp',
] as const
export type UnitKey = (typeof UNIT_KEYS)[number]

export const INGREDIENT_KEYS = [
  // The house's cognacs (product names stay as they are on the label).
  'cognacVsop',
  'cognacBlueSwift',
  'cognacXo',
  'cognacCordonBleu',
  // Cocktail ingredients.
  'orangeLiqueur',
  'lemonJuice',
  'sugarRim',
  'orangeZest',
  'sugarSyrup',
  'mintLeaves',
  'aromaticBitters',
  'crushedIce',
  'limeHalf',
  'lemonHalf',
  'freshGinger',
  'honeySyrup',
  'honey',
  'gingerBeer',
  'cinnamon',
  'sugarCube',
  'water',
  'largeIceCube',
  'greenTea',
  'cucumberSlices',
  'sodaWater',
  'vanillaIceCream',
  'gingerAle',
  'nutmeg',
  'espresso',
  'coffeeLiqueur',
  'demeraraSugar',
  'coffeeBeans',
  'blackberryLiqueur',
  'sweetVermouth',
  'chocolateBitters',
  'blackberries',
  // Food ingredients.
  'duckBreasts',
  'peppercorns',
  'shallots',
  'chickenStock',
  'cream',
  'butter',
  'fleurDeSel',
  'prawns',
  'garlic',
  'parsley',
  'chiliFlakes',
  'oliveOil',
  'darkChocolate',
  'eggs',
  'casterSugar',
  'salt',
  'orangeForZest',
] as const
export type IngredientKey = (typeof INGREDIENT_KEYS)[number]

/** Bar tools of the V2 recipe bloc (`tools_items`: key = tool, value = how many). */
export const TOOL_KEYS = [
  'shaker',
  'strainer',
  'jigger',
  'mixingGlass',
  'barspoon',
  'highball',
  'coupe',
  'espressoMachine',
  'tallGlass',
] as const
export type ToolKey = (typeof TOOL_KEYS)[number]

/** The house's people quoted on the cocktail pages (fictional; names transliterated in zh, ru). */
export const VOICE_KEYS = ['cellarMaster', 'headBartender'] as const
export type VoiceKey = (typeof VOICE_KEYS)[number]

export interface CocktailLabels {
  recipe: string
  steps: string
  tips: string
  tools: string
  related: string
  history: string
  quoteLabel: string
}

/** The words of the recipes in one language (<language>/recipe-words.ts). */
export interface RecipeWords {
  units: Record<UnitKey, string>
  ingredients: Record<IngredientKey, string>
  tools: Record<ToolKey, string>
  voices: Record<VoiceKey, string>
  labels: CocktailLabels
}

const WORDS: Texts<RecipeWords> = { en, fr, es, pl, zh, vi, ru }

/** One kind of words by key, each in every language (the shape the writers read). */
function byKey<K extends string>(
  keys: readonly K[],
  pick: (words: RecipeWords) => Record<K, string>,
): Record<K, Texts> {
  const files = mapTexts(WORDS, pick)
  return Object.fromEntries(keys.map((key) => [key, textsOf(files, key)])) as Record<K, Texts>
}

export const UNITS = byKey(UNIT_KEYS, (w) => w.units)
export const INGREDIENTS = byKey(INGREDIENT_KEYS, (w) => w.ingredients)
/** Bar tools of the V2 recipe bloc (`tools_items`: key = tool, value = how many). */
export const TOOLS = byKey(TOOL_KEYS, (w) => w.tools)
/** The house's people quoted on the cocktail pages (fictional; names transliterated in zh, ru). */
export const HOUSE_VOICES = byKey(VOICE_KEYS, (w) => w.voices)
/** Labels shared by the cocktail pages, unless a cocktail says otherwise. */
export const COCKTAIL_LABELS: Texts<CocktailLabels> = {
  en: en.labels,
  fr: fr.labels,
  es: es.labels,
  pl: pl.labels,
  zh: zh.labels,
  vi: vi.labels,
  ru: ru.labels,
}

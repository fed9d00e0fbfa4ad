import type { Language } from '../../../src/i18n/locales'
import { en } from './en/products'
import { es } from './es/products'
import { fr } from './fr/products'
import { pl } from './pl/products'
import { ru } from './ru/products'
import { mapTexts, type Texts, textsOf } from './texts'
import { vi } from './vi/products'
import { zh } from './zh/products'

/**
 * The demo collection of Maison Solaine (fictional house): nine cognacs, their texts written in
 * each of the seven languages (<language>/products.ts). House facts shared with
 * data/<language>/slice-texts.ts: founded in 1847 by Élise Solaine, cellars on the quai des Chais
 * in Cognac, the paradise cellar sealed in 1921 by Jean Solaine.
 */

export type Range = 'core' | 'prestige' | 'limited-edition'
export type CoverKey = 'vineyard' | 'river' | 'cellar' | 'paradise' | 'artists'

export interface ProductText {
  title: string
  small_description: string
  description: string[]
  colour: string
  nose: string
  palate: string
  finish: string
  cru: string
  cask_type: string
  distillation: string
}

export interface ProductSeed {
  /** en-ww slug (also the slug of every locale but en-us, see catalog.ts). */
  slug: string
  range: Range
  sort_order: number
  age_statement_years: number
  abv: number
  volume_ml: number
  flavour_profile: { fruity: number; floral: number; spicy: number; woody: number; sweet: number }
  grouping_id: string
  click_to_buy: boolean
  store_locator: boolean
  /** Hue of the bottle artwork. */
  hue: number
  cover: CoverKey
  text: Record<Language, ProductText>
}

/** The seven cuvées, whose texts are written in full. */
export type CuveeSlug =
  | 'vs-single-distillery'
  | 'v-s-o-p'
  | 'blue-swift'
  | 'xo'
  | 'cordon-bleu'
  | 'cordon-bleu-extra'
  | 'lor-de-jean-gold'

/** The limited editions keep the tasting notes of their cuvée and tell the artist's story. */
export type EditionSlug =
  | 'blue-swift-limited-edition-by-aurore'
  | 'vs-single-distillery-limited-edition-by-celeste'

export type EditionText = Pick<ProductText, 'title' | 'small_description' | 'description'>

export interface CoverSeed {
  motif: 'vineyard' | 'abstract' | 'cellar'
  hue: number
  alt: Record<Language, string>
}

/** The words of the collection in one language (<language>/products.ts). */
export interface ProductWords {
  cuvees: Record<CuveeSlug, ProductText>
  editions: Record<EditionSlug, EditionText>
  /** Alt text of each wide cover image. */
  covers: Record<CoverKey, string>
  /** Alt text of a bottle shot, in the product's own name. */
  bottleAlt: (title: string) => string
}

const WORDS: Texts<ProductWords> = { en, fr, es, pl, zh, vi, ru }

/** The cuvée whose tasting notes each limited edition keeps. */
const EDITION_OF: Record<EditionSlug, CuveeSlug> = {
  'blue-swift-limited-edition-by-aurore': 'blue-swift',
  'vs-single-distillery-limited-edition-by-celeste': 'vs-single-distillery',
}

const isEdition = (slug: string): slug is EditionSlug => slug in EDITION_OF

function productText(slug: string): Record<Language, ProductText> {
  if (isEdition(slug)) {
    return mapTexts(WORDS, (words) => ({
      ...words.cuvees[EDITION_OF[slug]],
      ...words.editions[slug],
    }))
  }
  return mapTexts(WORDS, (words) => words.cuvees[slug as CuveeSlug])
}

/** The nine products, language-neutral, in the collection's order (sort_order). */
const PRODUCT_RECORDS: readonly Omit<ProductSeed, 'text'>[] = [
  {
    slug: 'vs-single-distillery',
    range: 'core',
    sort_order: 10,
    age_statement_years: 2,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 8, floral: 5, spicy: 3, woody: 2, sweet: 5 },
    grouping_id: 'SOL-VSSD-70',
    click_to_buy: true,
    store_locator: true,
    hue: 45,
    cover: 'vineyard',
  },
  {
    slug: 'v-s-o-p',
    range: 'core',
    sort_order: 20,
    age_statement_years: 4,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 7, floral: 6, spicy: 4, woody: 4, sweet: 6 },
    grouping_id: 'SOL-VSOP-70',
    click_to_buy: true,
    store_locator: true,
    hue: 30,
    cover: 'vineyard',
  },
  {
    slug: 'blue-swift',
    range: 'core',
    sort_order: 30,
    age_statement_years: 4,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 6, floral: 3, spicy: 5, woody: 6, sweet: 8 },
    grouping_id: 'SOL-BSW-70',
    click_to_buy: true,
    store_locator: true,
    hue: 215,
    cover: 'river',
  },
  {
    slug: 'xo',
    range: 'prestige',
    sort_order: 40,
    age_statement_years: 10,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 7, floral: 5, spicy: 7, woody: 7, sweet: 6 },
    grouping_id: 'SOL-XO-70',
    click_to_buy: true,
    store_locator: true,
    hue: 20,
    cover: 'cellar',
  },
  {
    slug: 'cordon-bleu',
    range: 'prestige',
    sort_order: 50,
    age_statement_years: 12,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 6, floral: 8, spicy: 5, woody: 6, sweet: 5 },
    grouping_id: 'SOL-CB-70',
    click_to_buy: true,
    store_locator: true,
    hue: 225,
    cover: 'cellar',
  },
  {
    slug: 'cordon-bleu-extra',
    range: 'prestige',
    sort_order: 60,
    age_statement_years: 25,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 5, floral: 7, spicy: 6, woody: 8, sweet: 5 },
    grouping_id: 'SOL-CBX-70',
    click_to_buy: true,
    store_locator: true,
    hue: 240,
    cover: 'paradise',
  },
  {
    slug: 'lor-de-jean-gold',
    range: 'prestige',
    sort_order: 70,
    age_statement_years: 40,
    abv: 42,
    volume_ml: 700,
    flavour_profile: { fruity: 5, floral: 6, spicy: 6, woody: 9, sweet: 4 },
    grouping_id: 'SOL-LDJ-70',
    // Sold by appointment in the house's boutique only: no buy button.
    click_to_buy: false,
    store_locator: true,
    hue: 48,
    cover: 'paradise',
  },
  {
    slug: 'blue-swift-limited-edition-by-aurore',
    range: 'limited-edition',
    sort_order: 80,
    age_statement_years: 4,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 6, floral: 4, spicy: 5, woody: 6, sweet: 8 },
    grouping_id: 'SOL-BSW-AUR-70',
    click_to_buy: true,
    store_locator: false,
    hue: 230,
    cover: 'artists',
  },
  {
    slug: 'vs-single-distillery-limited-edition-by-celeste',
    range: 'limited-edition',
    sort_order: 90,
    age_statement_years: 2,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 8, floral: 5, spicy: 3, woody: 2, sweet: 5 },
    grouping_id: 'SOL-VSSD-CEL-70',
    // Sold out online: the page stays, without the buy button.
    click_to_buy: false,
    store_locator: false,
    hue: 250,
    cover: 'artists',
  },
]

/** The wide cover images, language-neutral. */
const COVER_RECORDS: Record<CoverKey, Omit<CoverSeed, 'alt'>> = {
  vineyard: { motif: 'vineyard', hue: 95 },
  river: { motif: 'abstract', hue: 215 },
  cellar: { motif: 'cellar', hue: 30 },
  paradise: { motif: 'cellar', hue: 350 },
  artists: { motif: 'abstract', hue: 260 },
}

/** In the collection's order (sort_order). */
export const PRODUCTS: readonly ProductSeed[] = PRODUCT_RECORDS.map((record) => ({
  ...record,
  text: productText(record.slug),
}))

const COVER_ALTS = mapTexts(WORDS, (words) => words.covers)

/** Wide cover images shared by several products. */
export const COVERS = Object.fromEntries(
  Object.entries(COVER_RECORDS).map(([cover, record]) => [
    cover,
    { ...record, alt: textsOf(COVER_ALTS, cover as CoverKey) },
  ]),
) as Record<CoverKey, CoverSeed>

/** Alt text of a bottle shot, in the product's own name. */
export const BOTTLE_ALT: Record<Language, (title: string) => string> = mapTexts(
  WORDS,
  (words) => words.bottleAlt,
)

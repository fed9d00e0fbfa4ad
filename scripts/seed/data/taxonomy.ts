import type { Language } from '../../../src/i18n/locales'
import { en } from './en/taxonomy'
import { es } from './es/taxonomy'
import { fr } from './fr/taxonomy'
import { pl } from './pl/taxonomy'
import { ru } from './ru/taxonomy'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/taxonomy'
import { zh } from './zh/taxonomy'

/** A tag or category in one language. */
export interface TermText {
  title: string
  description: string
}

export interface TermSeed {
  /** The slug, the same in every locale (links between locales stay simple). */
  slug: string
  text: Record<Language, TermText>
}

export type TagSlug = 'heritage' | 'craftsmanship' | 'mixology' | 'vineyard' | 'tasting' | 'events'

export type CategorySlug = 'house-stories' | 'savoir-faire' | 'art-of-living'

const TAG_TEXTS: TextsByLanguage<TagSlug, TermText> = {
  en: en.tags,
  fr: fr.tags,
  es: es.tags,
  pl: pl.tags,
  zh: zh.tags,
  vi: vi.tags,
  ru: ru.tags,
}

/** The tags; their words are in <language>/taxonomy.ts. */
const TAG_RECORDS: (Omit<TermSeed, 'text'> & { slug: TagSlug })[] = [
  { slug: 'heritage' },
  { slug: 'craftsmanship' },
  { slug: 'mixology' },
  { slug: 'vineyard' },
  { slug: 'tasting' },
  { slug: 'events' },
]

export const TAGS: TermSeed[] = TAG_RECORDS.map((record) => ({
  ...record,
  text: textsOf(TAG_TEXTS, record.slug),
}))

const CATEGORY_TEXTS: TextsByLanguage<CategorySlug, TermText> = {
  en: en.categories,
  fr: fr.categories,
  es: es.categories,
  pl: pl.categories,
  zh: zh.categories,
  vi: vi.categories,
  ru: ru.categories,
}

/** The categories; their words are in <language>/taxonomy.ts. */
const CATEGORY_RECORDS: (Omit<TermSeed, 'text'> & { slug: CategorySlug })[] = [
  { slug: 'house-stories' },
  { slug: 'savoir-faire' },
  { slug: 'art-of-living' },
]

export const CATEGORIES: TermSeed[] = CATEGORY_RECORDS.map((record) => ({
  ...record,
  text: textsOf(CATEGORY_TEXTS, record.slug),
}))

import type { Language } from '../../../src/i18n/locales'
import type { MemberLevel } from '../../../src/rules/member-levels'
import type { EditorialImage } from './editorial-images'
import { en } from './en/articles'
import { es } from './es/articles'
import { fr } from './fr/articles'
import { pl } from './pl/articles'
import { ru } from './ru/articles'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/articles'
import { zh } from './zh/articles'

export interface ArticleText {
  title: string
  excerpt: string
  /** Paragraphs of the body. */
  body: string[]
}

export interface ArticleSeed {
  /** The slug in every locale; other seeds find the article by it. */
  slug: string
  date: string
  /** Seconds. */
  readingTime: number
  category: string
  tags: string[]
  cover: EditorialImage
  thumbnail: EditorialImage
  /** Members-only from this level up. */
  exclusive?: MemberLevel
  related: string[]
  text: Record<Language, ArticleText>
}

export type ArticleSlug =
  | 'the-art-of-blending'
  | 'a-year-in-the-vineyard'
  | 'inside-the-paradise-cellar'
  | 'the-coopers-craft'
  | 'cognac-and-food-pairing'
  | 'cellar-masters-notes'
  | 'the-angels-share-explained'

const TEXTS: TextsByLanguage<ArticleSlug, ArticleText> = { en, fr, es, pl, zh, vi, ru }

/** The language-neutral part of each article; its words are in <language>/articles.ts. */
const ARTICLE_RECORDS: (Omit<ArticleSeed, 'text'> & { slug: ArticleSlug })[] = [
  {
    slug: 'the-art-of-blending',
    date: '2025-03-12',
    readingTime: 360,
    category: 'savoir-faire',
    tags: ['craftsmanship', 'tasting'],
    cover: 'blendingCover',
    thumbnail: 'blendingCard',
    related: ['cellar-masters-notes', 'inside-the-paradise-cellar'],
  },
  {
    slug: 'a-year-in-the-vineyard',
    date: '2025-06-24',
    readingTime: 300,
    category: 'savoir-faire',
    tags: ['vineyard', 'heritage'],
    cover: 'vineyardCover',
    thumbnail: 'vineyardCard',
    related: ['the-art-of-blending', 'the-coopers-craft'],
  },
  {
    slug: 'inside-the-paradise-cellar',
    date: '2025-09-30',
    readingTime: 420,
    category: 'house-stories',
    tags: ['heritage', 'tasting'],
    cover: 'paradiseCover',
    thumbnail: 'paradiseCard',
    related: ['the-angels-share-explained', 'the-art-of-blending'],
  },
  {
    slug: 'the-coopers-craft',
    date: '2025-12-08',
    readingTime: 330,
    category: 'savoir-faire',
    tags: ['craftsmanship', 'heritage'],
    cover: 'cooperCover',
    thumbnail: 'cooperCard',
    related: ['the-angels-share-explained', 'a-year-in-the-vineyard'],
  },
  {
    slug: 'cognac-and-food-pairing',
    date: '2026-02-17',
    readingTime: 270,
    category: 'art-of-living',
    tags: ['tasting', 'mixology'],
    cover: 'pairingCover',
    thumbnail: 'pairingCard',
    related: ['the-art-of-blending', 'cellar-masters-notes'],
  },
  {
    slug: 'cellar-masters-notes',
    date: '2026-05-05',
    readingTime: 480,
    category: 'house-stories',
    tags: ['tasting', 'craftsmanship'],
    cover: 'notesCover',
    thumbnail: 'notesCard',
    exclusive: 'level1',
    related: ['the-art-of-blending', 'inside-the-paradise-cellar'],
  },
  {
    slug: 'the-angels-share-explained',
    date: '2026-08-19',
    readingTime: 390,
    category: 'savoir-faire',
    tags: ['craftsmanship', 'heritage'],
    cover: 'angelsCover',
    thumbnail: 'angelsCard',
    exclusive: 'level2',
    related: ['inside-the-paradise-cellar', 'the-coopers-craft'],
  },
]

export const ARTICLES: ArticleSeed[] = ARTICLE_RECORDS.map((record) => ({
  ...record,
  text: textsOf(TEXTS, record.slug),
}))

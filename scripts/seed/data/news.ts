import type { Language } from '../../../src/i18n/locales'
import type { MemberLevel } from '../../../src/rules/member-levels'
import { demoVideo } from '../demo-media'
import type { EditorialImage } from './editorial-images'
import { en } from './en/news'
import { es } from './es/news'
import { fr } from './fr/news'
import { pl } from './pl/news'
import { ru } from './ru/news'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/news'
import { zh } from './zh/news'

export interface NewsText {
  title: string
  excerpt: string
  body: string[]
}

export interface NewsSeed {
  slug: string
  date: string
  cover: EditorialImage
  tags: string[]
  text: Record<Language, NewsText>
}

export interface ShortText {
  title: string
  excerpt: string
}

export interface VideoSeed {
  slug: string
  date: string
  /** Seconds. */
  length: number
  cover: EditorialImage
  tags: string[]
  exclusive?: MemberLevel
  text: Record<Language, ShortText>
}

/** Demo video files the site serves itself (scripts/seed/demo-media.ts). */
export const videoUrl = (slug: string) => demoVideo(slug)

export type NewsSlug =
  | 'tasting-room-reopens'
  | 'cooperage-apprentices'
  | 'shows-season-2026-2027'
  | 'harvest-2026-report'

export type VideoSlug =
  | 'the-making-of-xo'
  | 'harvest-2026'
  | 'a-cocktail-with-the-bartender'
  | 'the-cellar-at-night'

const NEWS_TEXTS: TextsByLanguage<NewsSlug, NewsText> = {
  en: en.news,
  fr: fr.news,
  es: es.news,
  pl: pl.news,
  zh: zh.news,
  vi: vi.news,
  ru: ru.news,
}

/** The language-neutral part of each news item; its words are in <language>/news.ts. */
const NEWS_RECORDS: (Omit<NewsSeed, 'text'> & { slug: NewsSlug })[] = [
  {
    slug: 'tasting-room-reopens',
    date: '2026-04-09',
    cover: 'tastingRoom',
    tags: ['tasting', 'events'],
  },
  {
    slug: 'cooperage-apprentices',
    date: '2026-07-02',
    cover: 'cooperCover',
    tags: ['craftsmanship', 'heritage'],
  },
  { slug: 'shows-season-2026-2027', date: '2026-09-15', cover: 'season', tags: ['events'] },
  { slug: 'harvest-2026-report', date: '2026-10-21', cover: 'vineyardCover', tags: ['vineyard'] },
]

export const NEWS: NewsSeed[] = NEWS_RECORDS.map((record) => ({
  ...record,
  text: textsOf(NEWS_TEXTS, record.slug),
}))

const VIDEO_TEXTS: TextsByLanguage<VideoSlug, ShortText> = {
  en: en.videos,
  fr: fr.videos,
  es: es.videos,
  pl: pl.videos,
  zh: zh.videos,
  vi: vi.videos,
  ru: ru.videos,
}

/** The language-neutral part of each video; its words are in <language>/news.ts. */
const VIDEO_RECORDS: (Omit<VideoSeed, 'text'> & { slug: VideoSlug })[] = [
  {
    slug: 'the-making-of-xo',
    date: '2025-05-20',
    length: 212,
    cover: 'makingOfXo',
    tags: ['craftsmanship'],
  },
  { slug: 'harvest-2026', date: '2026-10-02', length: 154, cover: 'harvest', tags: ['vineyard'] },
  {
    slug: 'a-cocktail-with-the-bartender',
    date: '2026-03-27',
    length: 185,
    cover: 'cocktail',
    tags: ['mixology'],
  },
  {
    slug: 'the-cellar-at-night',
    date: '2025-11-28',
    length: 338,
    cover: 'cellarNight',
    tags: ['heritage'],
    exclusive: 'level1',
  },
]

export const VIDEOS: VideoSeed[] = VIDEO_RECORDS.map((record) => ({
  ...record,
  text: textsOf(VIDEO_TEXTS, record.slug),
}))

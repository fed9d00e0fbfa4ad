import type { Language } from '../../../src/i18n/locales'
import type { EditorialImage } from './editorial-images'
import { en } from './en/shows'
import { es } from './es/shows'
import { fr } from './fr/shows'
import { pl } from './pl/shows'
import { ru } from './ru/shows'
import { type Texts, type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/shows'
import { zh } from './zh/shows'

/** The stages and rooms of the house where shows take place. */
export type ShowPlace = 'greatCellar' | 'stillRoom' | 'tastingRoom' | 'cellarBar' | 'cooperage'

/** Where the shows happen, in one language: the venue, its city and the names of its places. */
export interface ShowVenueText {
  venue: string
  city: string
  places: Record<ShowPlace, string>
}

export interface LineUpEntry {
  /** The artist or speaker: a name, the same in every language. */
  title: string
  /** Minutes; left out on purpose for some artists, so the schema default (5) applies. */
  length?: number
  place: ShowPlace
}

export interface ShowText {
  title: string
  excerpt: string
  body: string[]
}

export interface ShowSeed {
  slug: string
  /** Start and end, UTC (the shows are in Cognac, Europe/Paris). */
  date: string
  endDate: string
  cover: EditorialImage
  tags: string[]
  lineUp: LineUpEntry[]
  text: Record<Language, ShowText>
}

export type ShowSlug =
  | 'autumn-strings-2025'
  | 'cellar-talks-wood-and-time'
  | 'winter-jazz-in-the-chais'

export type ArchivedShowSlug =
  | 'harvest-blues-2024'
  | 'winter-choir-2024'
  | 'spring-piano-2025'
  | 'summer-jazz-2025'
  | 'cellar-talks-the-still-2026'

/** The venue of every show, in each language. */
export const SHOW_VENUE: Texts<ShowVenueText> = {
  en: en.venue,
  fr: fr.venue,
  es: es.venue,
  pl: pl.venue,
  zh: zh.venue,
  vi: vi.venue,
  ru: ru.venue,
}

const SHOW_TEXTS: TextsByLanguage<ShowSlug, ShowText> = {
  en: en.shows,
  fr: fr.shows,
  es: es.shows,
  pl: pl.shows,
  zh: zh.shows,
  vi: vi.shows,
  ru: ru.shows,
}

/** The language-neutral part of each show; its words are in <language>/shows.ts. */
const SHOW_RECORDS: (Omit<ShowSeed, 'text'> & { slug: ShowSlug })[] = [
  {
    slug: 'autumn-strings-2025',
    date: '2025-10-18T17:30:00.000Z',
    endDate: '2025-10-18T21:00:00.000Z',
    cover: 'strings',
    tags: ['events'],
    lineUp: [
      { title: 'Quatuor Lumen', length: 45, place: 'greatCellar' },
      { title: 'Inès Garnier', place: 'greatCellar' },
      { title: 'Trio de la Charente', length: 40, place: 'greatCellar' },
      { title: 'Noé Vasseur', place: 'stillRoom' },
    ],
  },
  {
    slug: 'cellar-talks-wood-and-time',
    date: '2026-06-13T16:30:00.000Z',
    endDate: '2026-06-13T19:30:00.000Z',
    cover: 'talks',
    tags: ['events', 'craftsmanship'],
    lineUp: [
      { title: 'Bastien Lefort', length: 20, place: 'cooperage' },
      { title: 'Mathilde Roux', length: 30, place: 'tastingRoom' },
      { title: 'Hélène Marchal', place: 'tastingRoom' },
      { title: 'Léa Dubreuil', place: 'tastingRoom' },
    ],
  },
  {
    slug: 'winter-jazz-in-the-chais',
    date: '2026-12-12T18:30:00.000Z',
    endDate: '2026-12-12T22:30:00.000Z',
    cover: 'season',
    tags: ['events'],
    lineUp: [
      { title: 'Amandine Rey Quintet', length: 50, place: 'greatCellar' },
      { title: 'Sacha Morel', place: 'cellarBar' },
      { title: 'Les Nuits Bleues', length: 45, place: 'greatCellar' },
      { title: 'Émile Fontaine', place: 'cellarBar' },
    ],
  },
]

export const SHOWS: ShowSeed[] = SHOW_RECORDS.map((record) => ({
  ...record,
  text: textsOf(SHOW_TEXTS, record.slug),
}))

const ARCHIVE_TEXTS: TextsByLanguage<ArchivedShowSlug, ShowText> = {
  en: en.archive,
  fr: fr.archive,
  es: es.archive,
  pl: pl.archive,
  zh: zh.archive,
  vi: vi.archive,
  ru: ru.archive,
}

/** Earlier nights of the shows series: enough past shows for the Shows page to page them (6 per\n * page, SPEC §9). Same venue and places as the other shows. */
const ARCHIVED_SHOW_RECORDS: (Omit<ShowSeed, 'text'> & { slug: ArchivedShowSlug })[] = [
  {
    slug: 'harvest-blues-2024',
    date: '2024-10-05T17:30:00.000Z',
    endDate: '2024-10-05T21:00:00.000Z',
    cover: 'harvest',
    tags: ['events'],
    lineUp: [
      { title: 'Lou Barrault', length: 40, place: 'cellarBar' },
      { title: 'The Gabare Blues Band', length: 60, place: 'cellarBar' },
    ],
  },
  {
    slug: 'winter-choir-2024',
    date: '2024-12-14T17:00:00.000Z',
    endDate: '2024-12-14T19:30:00.000Z',
    cover: 'cellarNight',
    tags: ['events'],
    lineUp: [{ title: 'Chœur de Saintonge', length: 70, place: 'greatCellar' }],
  },
  {
    slug: 'spring-piano-2025',
    date: '2025-03-22T18:00:00.000Z',
    endDate: '2025-03-22T20:00:00.000Z',
    cover: 'tastingRoom',
    tags: ['events'],
    lineUp: [{ title: 'Camille Aubert', length: 75, place: 'tastingRoom' }],
  },
  {
    slug: 'summer-jazz-2025',
    date: '2025-06-28T18:30:00.000Z',
    endDate: '2025-06-28T22:00:00.000Z',
    cover: 'season',
    tags: ['events'],
    lineUp: [
      { title: 'Trio Charente', length: 50, place: 'cooperage' },
      { title: 'Noé Vasseur', place: 'cooperage' },
    ],
  },
  {
    slug: 'cellar-talks-the-still-2026',
    date: '2026-03-14T17:00:00.000Z',
    endDate: '2026-03-14T19:00:00.000Z',
    cover: 'talks',
    tags: ['events', 'craftsmanship'],
    lineUp: [{ title: 'Mathilde Roux', length: 60, place: 'stillRoom' }],
  },
]

export const SHOWS_ARCHIVE: ShowSeed[] = ARCHIVED_SHOW_RECORDS.map((record) => ({
  ...record,
  text: textsOf(ARCHIVE_TEXTS, record.slug),
}))

import type { Language } from '../../../src/i18n/locales'
import type { MemberLevel } from '../../../src/rules/member-levels'
import { demoAudio } from '../demo-media'
import type { EditorialImage } from './editorial-images'
import { en } from './en/audio'
import { es } from './es/audio'
import { fr } from './fr/audio'
import { pl } from './pl/audio'
import { ru } from './ru/audio'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/audio'
import { zh } from './zh/audio'

export interface PlaylistText {
  title: string
  description: string
}

export interface PodcastText {
  title: string
  excerpt: string
}

export interface Track {
  title: string
  artist: string
  duration_seconds: number
}

export interface PlaylistSeed {
  slug: string
  cover: EditorialImage
  /** Invented artists and titles: the house's own sessions, not real recordings. */
  tracks: Track[]
  text: Record<Language, PlaylistText>
}

/** Streaming links point at an example host. */
export const playlistUrl = (slug: string) => `https://music.example.com/playlists/${slug}`

export interface PodcastSeed {
  slug: string
  date: string
  episode: number
  /** Seconds. */
  duration: number
  cover: EditorialImage
  tags: string[]
  exclusive?: MemberLevel
  text: Record<Language, PodcastText>
}

/** Podcast recordings the site serves itself (scripts/seed/demo-media.ts). */
export const podcastUrl = (slug: string) => demoAudio(slug)

export type PlaylistSlug = 'amber-hour' | 'harvest-sundays' | 'late-in-the-chais'

export type PodcastSlug =
  | 'chalk-soil-and-patience'
  | 'the-still-room-at-dawn'
  | 'tasting-with-the-cellar-master'

const PLAYLIST_TEXTS: TextsByLanguage<PlaylistSlug, PlaylistText> = {
  en: en.playlists,
  fr: fr.playlists,
  es: es.playlists,
  pl: pl.playlists,
  zh: zh.playlists,
  vi: vi.playlists,
  ru: ru.playlists,
}

/** The language-neutral part of each playlist; its words are in <language>/audio.ts. */
const PLAYLIST_RECORDS: (Omit<PlaylistSeed, 'text'> & { slug: PlaylistSlug })[] = [
  {
    slug: 'amber-hour',
    cover: 'amberHour',
    tracks: [
      { title: 'Quai des Chais', artist: 'Amandine Rey Quintet', duration_seconds: 312 },
      { title: 'Slow Copper', artist: 'The Still Room Trio', duration_seconds: 254 },
      { title: 'Late Light on the Charente', artist: 'Inès Garnier', duration_seconds: 201 },
      { title: 'Oak & Velvet', artist: 'Sacha Morel', duration_seconds: 238 },
      { title: 'Blue Hour Waltz', artist: 'Les Nuits Bleues', duration_seconds: 276 },
    ],
  },
  {
    slug: 'harvest-sundays',
    cover: 'harvestSundays',
    tracks: [
      { title: 'Rows of Gold', artist: 'Trio de la Charente', duration_seconds: 223 },
      { title: 'Chalk Roads', artist: 'Noé Vasseur', duration_seconds: 198 },
      { title: 'The Last Trailer', artist: 'Léonie & the Pickers', duration_seconds: 247 },
      { title: 'Sunday Press', artist: 'Trio de la Charente', duration_seconds: 186 },
    ],
  },
  {
    slug: 'late-in-the-chais',
    cover: 'cellarNight',
    tracks: [
      { title: 'Angels’ Share', artist: 'Émile Fontaine', duration_seconds: 365 },
      { title: 'Fourteen Degrees', artist: 'Halde', duration_seconds: 290 },
      { title: 'Demijohn', artist: 'Émile Fontaine', duration_seconds: 314 },
      { title: 'Night Cellar', artist: 'Halde', duration_seconds: 402 },
    ],
  },
]

export const PLAYLISTS: PlaylistSeed[] = PLAYLIST_RECORDS.map((record) => ({
  ...record,
  text: textsOf(PLAYLIST_TEXTS, record.slug),
}))

const PODCAST_TEXTS: TextsByLanguage<PodcastSlug, PodcastText> = {
  en: en.podcasts,
  fr: fr.podcasts,
  es: es.podcasts,
  pl: pl.podcasts,
  zh: zh.podcasts,
  vi: vi.podcasts,
  ru: ru.podcasts,
}

/** The language-neutral part of each podcast episode; its words are in <language>/audio.ts. */
const PODCAST_RECORDS: (Omit<PodcastSeed, 'text'> & { slug: PodcastSlug })[] = [
  {
    slug: 'chalk-soil-and-patience',
    date: '2025-11-14',
    episode: 1,
    duration: 1860,
    cover: 'vineyardCover',
    tags: ['vineyard'],
  },
  {
    slug: 'the-still-room-at-dawn',
    date: '2026-03-20',
    episode: 2,
    duration: 2140,
    cover: 'podcast',
    tags: ['craftsmanship'],
  },
  {
    slug: 'tasting-with-the-cellar-master',
    date: '2026-09-25',
    episode: 3,
    duration: 2580,
    cover: 'notesCover',
    tags: ['tasting'],
    exclusive: 'level1',
  },
]

export const PODCASTS: PodcastSeed[] = PODCAST_RECORDS.map((record) => ({
  ...record,
  text: textsOf(PODCAST_TEXTS, record.slug),
}))

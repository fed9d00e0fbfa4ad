import type { Language } from '../../../src/i18n/locales'
import { en } from './en/sessions'
import { es } from './es/sessions'
import type { EpisodeSeed, SessionSeed } from './experiences-types'
import { fr } from './fr/sessions'
import { pl } from './pl/sessions'
import { ru } from './ru/sessions'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/sessions'
import { zh } from './zh/sessions'

export type SessionSlug = SessionSeed['slug']
export type SessionText = SessionSeed['texts'][Language]

export type EpisodeSlug =
  | 'the-art-of-tasting-1-nose'
  | 'the-art-of-tasting-2-palate'
  | 'the-art-of-tasting-3-finish'
  | 'from-vine-to-glass-1-harvest'
  | 'from-vine-to-glass-2-distillation'
  | 'from-vine-to-glass-3-ageing'
export type EpisodeText = EpisodeSeed['texts'][Language]

const SESSION_TEXTS: TextsByLanguage<SessionSlug, SessionText> = {
  en: en.sessions,
  fr: fr.sessions,
  es: es.sessions,
  pl: pl.sessions,
  zh: zh.sessions,
  vi: vi.sessions,
  ru: ru.sessions,
}

const EPISODE_TEXTS: TextsByLanguage<EpisodeSlug, EpisodeText> = {
  en: en.episodes,
  fr: fr.episodes,
  es: es.episodes,
  pl: pl.episodes,
  zh: zh.episodes,
  vi: vi.episodes,
  ru: ru.episodes,
}

type SessionRecord = Omit<SessionSeed, 'texts' | 'episodes'> & {
  slug: SessionSlug
  episodes: (Omit<EpisodeSeed, 'texts'> & { slug: EpisodeSlug })[]
}

/**
 * The two masterclasses, three episodes each, two end-of-episode questions per episode. The
 * tasting class is open to everyone; the vine-to-glass class is for members (level1 and up).
 * Their words are in <language>/sessions.ts.
 */
const SESSION_RECORDS: SessionRecord[] = [
  {
    slug: 'the-art-of-tasting',
    background: 'sessionTasting',
    level: 'beginner',
    instructor: 'Hélène Solaine',
    minLevel: null,
    episodes: [
      {
        slug: 'the-art-of-tasting-1-nose',
        cover: 'episodeNose',
        videoLength: 420,
        correct: [0, 1],
      },
      {
        slug: 'the-art-of-tasting-2-palate',
        cover: 'episodePalate',
        videoLength: 510,
        correct: [2, 1],
      },
      {
        slug: 'the-art-of-tasting-3-finish',
        cover: 'episodeFinish',
        videoLength: 380,
        correct: [0, 1],
      },
    ],
  },
  {
    slug: 'from-vine-to-glass',
    background: 'sessionVine',
    level: 'amateur',
    instructor: 'Julien Marceau',
    minLevel: 'level1',
    episodes: [
      {
        slug: 'from-vine-to-glass-1-harvest',
        cover: 'episodeHarvest',
        videoLength: 600,
        correct: [1, 0],
      },
      {
        slug: 'from-vine-to-glass-2-distillation',
        cover: 'episodeDistillation',
        videoLength: 720,
        correct: [2, 0],
      },
      {
        slug: 'from-vine-to-glass-3-ageing',
        cover: 'episodeAgeing',
        videoLength: 660,
        correct: [1, 2],
      },
    ],
  },
]

export const SESSIONS: SessionSeed[] = SESSION_RECORDS.map(({ episodes, ...session }) => ({
  ...session,
  texts: textsOf(SESSION_TEXTS, session.slug),
  episodes: episodes.map((episode) => ({
    ...episode,
    texts: textsOf(EPISODE_TEXTS, episode.slug),
  })),
}))

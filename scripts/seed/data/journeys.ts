import type { Language } from '../../../src/i18n/locales'
import { en } from './en/journeys'
import { es } from './es/journeys'
import type { JourneySeed } from './experiences-types'
import { fr } from './fr/journeys'
import { pl } from './pl/journeys'
import { ru } from './ru/journeys'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/journeys'
import { zh } from './zh/journeys'

/** One journey's words in one language. */
export type JourneyText = JourneySeed['texts'][Language]

export type JourneySlug = JourneySeed['slug']

const TEXTS: TextsByLanguage<JourneySlug, JourneyText> = { en, fr, es, pl, zh, vi, ru }

/**
 * The three journeys of SPEC §2.10 (heritage, part-des-anges, savoir-faire), three chapters each;
 * their words are in <language>/journeys.ts.
 */
const JOURNEY_RECORDS: (Omit<JourneySeed, 'texts'> & { slug: JourneySlug })[] = [
  {
    slug: 'heritage',
    cover: 'journeyHeritage',
    bookable: true,
    chapterImages: ['chapterStill', 'timeline1921', 'chapterGlass'],
  },
  {
    slug: 'part-des-anges',
    cover: 'journeyAngels',
    bookable: true,
    chapterImages: ['chapterCellar', 'episodeAgeing', 'timeline1921'],
  },
  {
    slug: 'savoir-faire',
    cover: 'journeySavoirFaire',
    bookable: false,
    chapterImages: ['chapterVineyard', 'chapterStill', 'chapterGlass'],
  },
]

export const JOURNEYS: JourneySeed[] = JOURNEY_RECORDS.map((record) => ({
  ...record,
  texts: textsOf(TEXTS, record.slug),
}))

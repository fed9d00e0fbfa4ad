import type { Language } from '../../../src/i18n/locales'
import { en } from './en/timeline'
import { es } from './es/timeline'
import type { TimelineSeed } from './experiences-types'
import { fr } from './fr/timeline'
import { pl } from './pl/timeline'
import { ru } from './ru/timeline'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/timeline'
import { zh } from './zh/timeline'

/** One timeline moment's words in one language. */
export type TimelineText = TimelineSeed['texts'][Language]

export type TimelineSlug =
  | '1847-founding'
  | '1879-replanting'
  | '1921-paradise-cellar'
  | '1962-open-doors'
  | '2004-cellar-master'
  | '2024-masterclasses'

const TEXTS: TextsByLanguage<TimelineSlug, TimelineText> = { en, fr, es, pl, zh, vi, ru }

/**
 * The house timeline: founded 1847 by Élise Solaine by the Charente, the paradise cellar sealed
 * in 1921; the other moments follow the family's generations (Élise, Charles, Auguste,
 * Marguerite, then Hélène of the sixth generation, a seventh learning today). Words in
 * <language>/timeline.ts.
 */
const TIMELINE_RECORDS: (Omit<TimelineSeed, 'texts'> & { slug: TimelineSlug })[] = [
  { slug: '1847-founding', year: 1847, cover: 'timeline1847' },
  { slug: '1879-replanting', year: 1879, cover: 'chapterVineyard' },
  { slug: '1921-paradise-cellar', year: 1921, cover: 'timeline1921' },
  { slug: '1962-open-doors', year: 1962, cover: 'chapterCellar' },
  { slug: '2004-cellar-master', year: 2004, cover: 'chapterGlass' },
  { slug: '2024-masterclasses', year: 2024, cover: 'sessionTasting' },
]

export const TIMELINE: TimelineSeed[] = TIMELINE_RECORDS.map((record) => ({
  ...record,
  texts: textsOf(TEXTS, record.slug),
}))

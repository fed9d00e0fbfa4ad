import type { Language } from '../../../src/i18n/locales'
import { en } from './en/visits'
import { es } from './es/visits'
import { fr } from './fr/visits'
import { pl } from './pl/visits'
import { ru } from './ru/visits'
import { vi } from './vi/visits'
import { zh } from './zh/visits'

/** The three demo visits of the house, by key. */
export const VISIT_KEYS = ['tasting', 'cellar-tour', 'vineyard-walk'] as const
export type VisitKey = (typeof VISIT_KEYS)[number]

/** What each visit is, in each language. */
export const VISIT_DESCRIPTIONS: Record<Language, Record<VisitKey, string>> = {
  en,
  fr,
  es,
  pl,
  zh,
  vi,
  ru,
}

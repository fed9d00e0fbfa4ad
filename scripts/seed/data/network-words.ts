import type { Language } from '../../../src/i18n/locales'
import { en } from './en/network-words'
import { es } from './es/network-words'
import { fr } from './fr/network-words'
import { pl } from './pl/network-words'
import { ru } from './ru/network-words'
import { vi } from './vi/network-words'
import { zh } from './zh/network-words'

/** The kinds of the generated outlets. */
export type NetworkKind =
  | 'wine-merchant'
  | 'department-store'
  | 'bar'
  | 'restaurant'
  | 'travel-retail'

/** The word a name starts with, per language and kind. */
export const NETWORK_WORDS: Record<Language, Record<NetworkKind, string>> = {
  en,
  fr,
  es,
  pl,
  zh,
  vi,
  ru,
}

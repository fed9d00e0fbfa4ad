import type { Language } from '../../../src/i18n/locales'
import { en } from './en/slice-texts'
import { es } from './es/slice-texts'
import { fr } from './fr/slice-texts'
import { pl } from './pl/slice-texts'
import { ru } from './ru/slice-texts'
import { vi } from './vi/slice-texts'
import { zh } from './zh/slice-texts'

/** The first slice of demo content, written in each language (SPEC §3 locales). */
export interface SliceTexts {
  homeTitle: string
  homeBlockTitle: string
  homeBlockHeadline: string
  homeRichText: string[]
  houseTitle: string
  houseText: string[]
  historyTitle: string
  historyText: string[]
  footerText: string
  disclaimer: string
}

export const SLICE_TEXTS: Record<Language, SliceTexts> = { en, fr, es, pl, zh, vi, ru }

import type { Language } from '../../../src/i18n/locales'
import { en } from './en/site'
import { es } from './es/site'
import { fr } from './fr/site'
import { pl } from './pl/site'
import { ru } from './ru/site'
import { vi } from './vi/site'
import { zh } from './zh/site'

/** Site options texts per language: age gate, footer newsletter, recycling note. */
export interface SiteTexts {
  ageGateTitle: string
  ageGateText: string
  ageGateRefusal: string
  newsletterTitle: string
  newsletterLabel: string
  newsletterCheckbox: string
  newsletterCta: string
  newsletterSuccessTitle: string
  newsletterSuccessLabel: string
  recycling: string
  crestAlt: string
  /** The age gate's background picture. */
  ageGateAlt: string
  bannerAlt: string
}

export const SITE_TEXTS: Record<Language, SiteTexts> = { en, fr, es, pl, zh, vi, ru }

/** Legal drinking age where it is not the spec's default of 18. */
export const MINIMUM_AGE: Partial<Record<string, number>> = { 'en-us': 21 }

/** The legal banners of markets that print one in their own words (the picture's text and alt). */
export const LEGAL_BANNER_TEXTS = {
  'en-za': 'Not for sale to persons under the age of 18. Drink responsibly.',
  'pl-pl': 'Alkohol szkodzi zdrowiu. Nie sprzedajemy alkoholu osobom poniżej 18 lat.',
} as const

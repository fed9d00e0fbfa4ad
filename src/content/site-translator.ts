import 'server-only'
import { cache } from 'react'
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@/i18n/locales'
import { type Translate, translator } from '@/i18n/strings'
import { getSiteOptions } from './site'

/**
 * The translator of a locale with the editors' overrides (site options' localized_strings)
 * merged: once per locale and request. Every server text goes through it, so an override shows
 * wherever its key does (pages, metadata, emails, API messages).
 */
export const siteTranslator = cache(
  async (locale: LocaleCode): Promise<Translate> =>
    translator(locale, (await getSiteOptions(locale)).localized_strings ?? []),
)

/** The same for a locale stored on a record (a member, a booking): unknown ones read en-ww. */
export const recordTranslator = (locale: string): Promise<Translate> =>
  siteTranslator(isLocale(locale) ? locale : DEFAULT_LOCALE)

import 'server-only'
import { cache } from 'react'
import type { LocaleCode } from '@/i18n/locales'
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

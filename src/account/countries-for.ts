import { getLocale, isLocale } from '@/i18n/locales'
import type { CountryOption } from './forms/Fields'
import { COUNTRY_CODES } from './rules/countries'

/** Country names in the locale's language, sorted for that language. */
export function countriesFor(locale: string): CountryOption[] {
  const tag = isLocale(locale) ? getLocale(locale).htmlLang : 'en'
  const display = new Intl.DisplayNames([tag, 'en'], { type: 'region' })
  const collator = new Intl.Collator(tag)
  return COUNTRY_CODES.map((code) => ({ code, name: display.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  )
}

import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@/i18n/locales'

/** The template's locale as a locale code (the resolver has already checked it). */
export function templateLocale(locale: string): LocaleCode {
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

import { pickLocale } from '@/i18n/accept-language'
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@/i18n/locales'

export interface LocaleHints {
  /** A `locale` the body or the query names. */
  named?: unknown
  /** The page that sent the request (its first path segment is the locale on this site). */
  referer?: string | null
  acceptLanguage?: string | null
}

/**
 * The locale an API answers in: the one the request names, else the page it came from, else
 * the browser's languages, else the default. Pure.
 */
export function requestLocale({ named, referer, acceptLanguage }: LocaleHints): LocaleCode {
  if (typeof named === 'string' && isLocale(named)) return named
  if (referer) {
    try {
      const first = new URL(referer).pathname.split('/')[1]
      if (isLocale(first)) return first
    } catch {
      // Not a URL: ignored.
    }
  }
  if (acceptLanguage) {
    const picked = pickLocale(acceptLanguage)
    if (isLocale(picked)) return picked
  }
  return DEFAULT_LOCALE
}

/**
 * The one list of locales (SPEC §3). Every other module asks this one.
 * Pure data and functions: no React, no I/O.
 */

export type Region = 'ww' | 'na' | 'emea' | 'latam' | 'apac'
export type Language = 'en' | 'fr' | 'es' | 'pl' | 'zh' | 'vi' | 'ru'
export type DateOrder = 'DMY' | 'MDY'

export interface Capabilities {
  /** Third-party delivery cart (SPEC §1, §6: en-us only). */
  cart: boolean
  /** Support-chat widget (en-us only). */
  supportChat: boolean
  /** Liquid-cart elements of the delivery service (en-us only). */
  liquidCart: boolean
}

export interface LocaleInfo {
  code: string
  region: Region
  language: Language
  /** BCP 47 tag for `<html lang>` and Intl formatting. */
  htmlLang: string
  /** ISO 3166-1 alpha-2 country, null for the international locale. */
  country: string | null
  is_international: boolean
  /** Display label written in the locale's own language. */
  label: string
  dateOrder: DateOrder
  capabilities: Capabilities
}

const none: Capabilities = { cart: false, supportChat: false, liquidCart: false }
const usCommerce: Capabilities = { cart: true, supportChat: true, liquidCart: true }

function locale<C extends string>(
  code: C,
  region: Region,
  language: Language,
  htmlLang: string,
  country: string | null,
  label: string,
  extra: Partial<Pick<LocaleInfo, 'dateOrder' | 'capabilities'>> = {},
): LocaleInfo & { code: C } {
  return {
    code,
    region,
    language,
    htmlLang,
    country,
    is_international: country === null,
    label,
    dateOrder: extra.dateOrder ?? 'DMY',
    capabilities: extra.capabilities ?? none,
  }
}

export const LOCALES = [
  locale('en-ww', 'ww', 'en', 'en', null, 'International (English)'),
  locale('fr-ca', 'na', 'fr', 'fr-CA', 'CA', 'Canada (Français)'),
  locale('en-ca', 'na', 'en', 'en-CA', 'CA', 'Canada (English)'),
  locale('en-us', 'na', 'en', 'en-US', 'US', 'United States (English)', {
    dateOrder: 'MDY',
    capabilities: usCommerce,
  }),
  locale('fr-fr', 'emea', 'fr', 'fr-FR', 'FR', 'France (Français)'),
  locale('pl-pl', 'emea', 'pl', 'pl-PL', 'PL', 'Polska (Polski)'),
  locale('en-uk', 'emea', 'en', 'en-GB', 'GB', 'United Kingdom (English)'),
  locale('en-gh', 'emea', 'en', 'en-GH', 'GH', 'Ghana (English)'),
  locale('en-ng', 'emea', 'en', 'en-NG', 'NG', 'Nigeria (English)'),
  locale('en-za', 'emea', 'en', 'en-ZA', 'ZA', 'South Africa (English)'),
  locale('es-mx', 'latam', 'es', 'es-MX', 'MX', 'México (Español)'),
  locale('en-hk', 'apac', 'en', 'en-HK', 'HK', 'Hong Kong (English)'),
  locale('zh-hk', 'apac', 'zh', 'zh-Hant-HK', 'HK', '香港（繁體中文）'),
  locale('en-my', 'apac', 'en', 'en-MY', 'MY', 'Malaysia (English)'),
  locale('en-sg', 'apac', 'en', 'en-SG', 'SG', 'Singapore (English)'),
  locale('zh-tw', 'apac', 'zh', 'zh-Hant-TW', 'TW', '台灣（繁體中文）'),
  locale('vi-vn', 'apac', 'vi', 'vi-VN', 'VN', 'Việt Nam (Tiếng Việt)'),
  locale('ru-ru', 'apac', 'ru', 'ru-RU', 'RU', 'Россия (Русский)'),
] as const

/** One of the 18 locale codes, e.g. 'en-ww' (also the locale codes of the CMS). */
export type LocaleCode = (typeof LOCALES)[number]['code']

export const DEFAULT_LOCALE: LocaleCode = 'en-ww'
export const DEFAULT_LANGUAGE: Language = 'en'

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code)

const byCode = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.code, l]))

export function isLocale(code: string | undefined | null): code is LocaleCode {
  return typeof code === 'string' && byCode.has(code)
}

/** The locale's record; throws on an unknown code (callers check isLocale first). */
export function getLocale(code: string): LocaleInfo {
  const found = byCode.get(code)
  if (!found) throw new Error(`Unknown locale "${code}"`)
  return found
}

export function localesOfRegion(region: Region): LocaleInfo[] {
  return LOCALES.filter((l) => l.region === region)
}

/** The locale's home path; every site URL ends with a slash. */
export function localeHomePath(code: string): string {
  return `/${code}/`
}

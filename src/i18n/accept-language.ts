import { DEFAULT_LOCALE, isLocale, type Language } from './locales'

/**
 * The locale `/` sends a visitor to, from their Accept-Language header. Pure.
 *
 * The rule: take the header's languages in order of preference (q, then position; q=0 excluded).
 * For each, an exact country match wins (fr-CA → fr-ca, en-GB → en-uk, zh-Hant-TW → zh-tw);
 * otherwise the language's home locale (fr-BE → fr-fr, en-AU → en-ww). The first preference that
 * gives a locale decides. Nothing usable → en-ww.
 */
export const LANGUAGE_HOME: Record<Language, string> = {
  en: DEFAULT_LOCALE,
  fr: 'fr-fr',
  es: 'es-mx',
  pl: 'pl-pl',
  zh: 'zh-tw',
  vi: 'vi-vn',
  ru: 'ru-ru',
}

/** Country codes whose locale code differs from the ISO one. */
const REGION_ALIASES: Record<string, string> = { gb: 'uk', mo: 'hk' }

interface Preference {
  tag: string
  q: number
  index: number
}

export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  const prefs: Preference[] = []
  header.split(',').forEach((part, index) => {
    const [rawTag = '', ...params] = part.trim().split(';')
    const tag = rawTag.trim().toLowerCase()
    if (!tag || tag === '*' || !/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) return
    let q = 1
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)
      if (m?.[1]) q = Number(m[1])
    }
    if (Number.isFinite(q) && q > 0) prefs.push({ tag, q, index })
  })
  return prefs.sort((a, b) => b.q - a.q || a.index - b.index).map((p) => p.tag)
}

function localeForTag(tag: string): string | null {
  const [language = '', ...rest] = tag.split('-')
  // Skip a script subtag (zh-hant-tw) to reach the country.
  const region = rest.find((s) => /^[a-z]{2}$/.test(s))
  if (region) {
    const code = `${language}-${REGION_ALIASES[region] ?? region}`
    if (isLocale(code)) return code
  }
  return (LANGUAGE_HOME as Record<string, string | undefined>)[language] ?? null
}

export function pickLocale(header: string | null | undefined): string {
  for (const tag of parseAcceptLanguage(header)) {
    const code = localeForTag(tag)
    if (code) return code
  }
  return DEFAULT_LOCALE
}

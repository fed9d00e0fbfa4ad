/**
 * Hreflang alternates (SPEC §2.4). Pure functions: no React, no I/O.
 *
 * "Hreflang alternates omit en-gb, es-mx, pl-pl, vi-vn and ru-ru and exclude en-ww. en-uk maps to
 * en-gb. The default alternate is x-default."
 */

import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'

/** A document's URL path in one locale. */
export interface LocalizedPath {
  locale: string
  path: string
}

export interface HreflangAlternate {
  hreflang: string
  href: string
}

/**
 * Locale codes that never get an alternate. The list is of locale codes: en-gb is not one of ours,
 * so the en-uk page keeps its alternate (labelled en-gb).
 */
export const HREFLANG_OMITTED_CODES: readonly string[] = [
  'en-gb',
  'es-mx',
  'pl-pl',
  'vi-vn',
  'ru-ru',
]

/** Locale codes written differently as hreflang; all others are written as they are. */
export const HREFLANG_LABELS: Readonly<Record<string, string>> = { 'en-uk': 'en-gb' }

export const X_DEFAULT = 'x-default'

export function hreflangOf(code: string): string {
  return HREFLANG_LABELS[code] ?? code
}

/** origin + path, with exactly one slash between them; absolute http(s) paths are kept. */
export function absoluteHref(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/**
 * One alternate per locale where the document exists, in LOCALES order, then x-default.
 * x-default points at xDefaultPath when given (not null or empty), else at the en-ww translation,
 * else is left out. Unknown locale codes are ignored; for a repeated locale the first path wins.
 */
export function hreflangAlternates({
  translations,
  xDefaultPath,
  origin,
}: {
  translations: readonly LocalizedPath[]
  xDefaultPath?: string | null
  origin: string
}): HreflangAlternate[] {
  const pathOf = new Map<string, string>()
  for (const t of translations) {
    if (t.path !== '' && !pathOf.has(t.locale)) pathOf.set(t.locale, t.path)
  }

  const alternates: HreflangAlternate[] = []
  for (const { code } of LOCALES) {
    const path = pathOf.get(code)
    if (path === undefined || code === DEFAULT_LOCALE || HREFLANG_OMITTED_CODES.includes(code)) {
      continue
    }
    alternates.push({ hreflang: hreflangOf(code), href: absoluteHref(origin, path) })
  }

  const defaultPath = xDefaultPath || pathOf.get(DEFAULT_LOCALE)
  if (defaultPath) alternates.push({ hreflang: X_DEFAULT, href: absoluteHref(origin, defaultPath) })
  return alternates
}

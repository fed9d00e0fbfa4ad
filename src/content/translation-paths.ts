import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales'

/** A document read with `locale: 'all'`: each localized field is an object keyed by locale. */
export interface AllLocalesDoc {
  available?: Partial<Record<string, boolean | null>> | null
  slug?: Partial<Record<string, string | null>> | null
  path?: Partial<Record<string, string | null>> | null
}

export interface Translation {
  locale: LocaleCode
  /** Full site path, e.g. `/en-us/the-house/`. */
  path: string
}

/**
 * The locales a document can be read in, with its URL in each: only where its availability
 * switch is on and it has a slug (or, for pages, a path). Pure; ordered as the locale list.
 * `detailSegment` is the URL type segment of a detail page (`collection`, `cocktails`…); pages
 * pass null and use their stored path.
 */
export function translationPaths(doc: AllLocalesDoc, detailSegment: string | null): Translation[] {
  const out: Translation[] = []
  for (const locale of LOCALE_CODES) {
    if (doc.available?.[locale] !== true) continue
    if (detailSegment === null) {
      const path = doc.path?.[locale]
      if (path) out.push({ locale, path: `/${locale}${path}` })
    } else {
      const slug = doc.slug?.[locale]
      if (slug) out.push({ locale, path: `/${locale}/${detailSegment}/${slug}/` })
    }
  }
  return out
}

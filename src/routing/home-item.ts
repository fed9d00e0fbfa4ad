import { REDIRECT_TABLE, type RedirectPair } from '@/rules/redirect-table'
import { type ContentTypeSegment, isContentTypeSegment } from './content-types'

export interface HomeItem {
  type: ContentTypeSegment
  /** The item's slug in the locale whose root serves it. */
  slug: string
}

/**
 * The content item a locale's root serves instead of its home page, if any (SPEC §2.10: "The US
 * home serves the XO collection page"), read from the en-ww ↔ en-us table that declares it: the
 * row whose en-us side is the US root. The item keeps its en-us slug (the table's moved-URL
 * redirect sends `/en-us/collection/xo/` to the root). Pure.
 */
export function homeItemOf(
  locale: string,
  table: readonly RedirectPair[] = REDIRECT_TABLE,
): HomeItem | null {
  if (locale !== 'en-us') return null
  const row = table.find((r) => r.enUs === '/en-us/' && r.enWw !== '/en-ww/')
  const [type, slug, ...rest] = (row?.enWw ?? '').split('/').filter(Boolean).slice(1)
  if (!isContentTypeSegment(type) || !slug || rest.length) return null
  return { type, slug }
}

/** Whether `path` (a full site path) is the item a locale's root serves, at its own address. */
export function isHomeItemPath(locale: string, path: string): boolean {
  const item = homeItemOf(locale)
  return item !== null && path === `/${locale}/${item.type}/${item.slug}/`
}

/** A detail page's site path; the item a locale root serves links to the root (no redirect). */
export function detailPath(locale: string, type: string, slug: string): string {
  const path = `/${locale}/${type}/${slug}/`
  return isHomeItemPath(locale, path) ? `/${locale}/` : path
}

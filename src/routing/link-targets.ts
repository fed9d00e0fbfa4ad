import { DETAIL_COLLECTIONS, type DetailCollection, detailSegmentOf } from './content-types'
import { detailPath } from './home-item'

/**
 * What a CMS link can point at (issue 17 item 7): a page, or a document of any content type
 * with detail pages. Derived from the content-type table, so a new type is linkable at once.
 */
export type LinkTargetCollection = 'pages' | DetailCollection

export const LINK_TARGET_COLLECTIONS: readonly LinkTargetCollection[] = [
  'pages',
  ...new Set(Object.values(DETAIL_COLLECTIONS)),
]

export function isLinkTargetCollection(slug: string): slug is LinkTargetCollection {
  return (LINK_TARGET_COLLECTIONS as readonly string[]).includes(slug)
}

/** A link as stored by the link field (src/cms/fields/doc-link.ts). */
export interface StoredLink {
  type?: 'internal' | 'external' | null
  doc?: {
    relationTo: string
    value: number | string | { id: number | string } | null
  } | null
  url?: string | null
}

/** The fields of a target document the address is built from, read in the link's locale. */
export interface LinkTarget {
  slug?: string | null
  path?: string | null
  available?: boolean | null
}

export type TargetLookup = (collection: string, id: number | string) => LinkTarget | undefined

/**
 * What an editor may type as an external link: a full http(s) URL, or (entries carried over
 * from the old text field) a path below the locale such as `/cocktails/`. javascript:, data:,
 * protocol-relative `//host` and backslash tricks are refused.
 */
export function isExternalLinkUrl(value: string): boolean {
  const url = value.trim()
  if (url === '' || /[\s\\]/.test(url)) return false
  if (url.startsWith('/')) return !url.startsWith('//')
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.host !== ''
  } catch {
    return false
  }
}

/** The id a stored relationship value names, populated or not. */
export function refId(
  value: number | string | { id: number | string } | null | undefined,
): number | string | null {
  if (value == null) return null
  return typeof value === 'object' ? value.id : value
}

/**
 * A stored link as what the site links to, in `locale`: for a page its current path, for a
 * document `/{segment}/{slug}/` from its current slug (both below the locale, as the old menu
 * URLs were), for an external link its URL. Null when the target is missing, unavailable in the
 * locale or has no address, and for an unusable URL: the caller drops the entry. Pure.
 */
export function linkPath(
  link: StoredLink | null | undefined,
  locale: string,
  lookup: TargetLookup,
): string | null {
  if (!link) return null
  if (link.type === 'external') {
    const url = link.url?.trim() ?? ''
    return isExternalLinkUrl(url) ? url : null
  }
  const id = refId(link.doc?.value)
  const collection = link.doc?.relationTo
  if (id === null || !collection || !isLinkTargetCollection(collection)) return null
  const target = lookup(collection, id)
  if (target?.available !== true) return null
  if (collection === 'pages') return target.path || null
  const segment = detailSegmentOf(collection)
  if (!segment || !target.slug) return null
  // detailPath knows the item a locale root serves (the US home); the menu wants it below the locale.
  return detailPath(locale, segment, target.slug).slice(locale.length + 1)
}

/** The documents a list of links points at, by collection, for one batched read each. */
export function linkTargetIds(
  links: readonly (StoredLink | null | undefined)[],
): Map<LinkTargetCollection, (number | string)[]> {
  const out = new Map<LinkTargetCollection, (number | string)[]>()
  for (const link of links) {
    if (!link || link.type === 'external') continue
    const id = refId(link.doc?.value)
    const collection = link.doc?.relationTo
    if (id === null || !collection || !isLinkTargetCollection(collection)) continue
    const ids = out.get(collection) ?? []
    if (!ids.includes(id)) ids.push(id)
    out.set(collection, ids)
  }
  return out
}

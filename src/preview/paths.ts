import { z } from 'zod'
import { isLocale } from '@/i18n/locales'
import { isLinkTargetCollection, linkPath } from '@/routing/link-targets'
import { localizedPath } from '@/routing/paths'

/**
 * Addresses of the editors' preview (issue 17 item 1; docs/decisions.md "Preview and live
 * preview"). Pure: the preview routes, the admin's Preview button and the live preview frame
 * ask these.
 */

/** The route that checks the editor's CMS session, switches draft mode on and redirects. */
export const PREVIEW_ROUTE = '/api/preview/'
/** The route that switches draft mode off and returns to the page. */
export const PREVIEW_EXIT_ROUTE = '/api/preview/exit/'

const MAX_PATH_LENGTH = 512
const BASE = 'http://preview.invalid'

/**
 * A site page's path the preview may redirect to: same-site and relative, below one of the 18
 * locales (`/fr-fr/…`). Refused: another origin (`https://…`, `//host`), empty segments (`//` anywhere), backslashes, control
 * characters and spaces, dot segments (`/fr-fr/../admin`, also `%2e%2e`), a query or a fragment,
 * and anything the URL parser would rewrite; so the redirect lands exactly where it says.
 */
export function isPreviewablePath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_PATH_LENGTH) return false
  // Controls, spaces, backslashes, query, fragment.
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code <= 0x20 || code === 0x7f || char === '\\' || char === '?' || char === '#') return false
  }
  if (!value.startsWith('/') || value.includes('//')) return false
  let parsed: URL
  try {
    parsed = new URL(value, BASE)
  } catch {
    return false
  }
  // The parser resolves dot segments (also percent-encoded ones) and keeps the origin: a path
  // it changes, or one leaving the origin, is not a plain page path.
  if (parsed.origin !== BASE || parsed.pathname !== value) return false
  if (/%2e/i.test(value)) return false
  const locale = value.split('/')[1]
  return isLocale(locale) && (value === `/${locale}` || value.startsWith(`/${locale}/`))
}

/** The `path` query parameter of the preview routes. */
export const previewPathSchema = z.string().refine(isPreviewablePath)

/** A document as the admin hands it to `admin.preview` / `livePreview.url` (any shape). */
export interface PreviewDocument {
  id?: unknown
  slug?: unknown
  path?: unknown
}

/**
 * The public path of a document in `locale` (`/fr-fr/cocktails/sidecar/`), or null for a
 * collection without pages or a document without an address yet (no slug saved). Built by the
 * menus' link resolver (src/routing/link-targets.ts), so a preview opens exactly the address a
 * link to the document does (the US home's item included); availability is not asked: a
 * preview shows the document whether or not it is switched on in the locale yet.
 */
export function documentPreviewPath(
  collection: string,
  doc: PreviewDocument,
  locale: string,
): string | null {
  if (!isLocale(locale) || !isLinkTargetCollection(collection)) return null
  const id = typeof doc.id === 'number' || typeof doc.id === 'string' ? doc.id : 'preview'
  const below = linkPath(
    { type: 'internal', doc: { relationTo: collection, value: id } },
    locale,
    () => ({
      slug: typeof doc.slug === 'string' ? doc.slug : null,
      path: typeof doc.path === 'string' ? doc.path : null,
      available: true,
    }),
  )
  if (!below) return null
  const path = localizedPath(locale, below)
  return isPreviewablePath(path) ? path : null
}

/** The preview route's address for a site path, absolute on the public origin. */
export function previewUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${PREVIEW_ROUTE}?${new URLSearchParams({ path })}`
}

/** The exit route's address, returning to `path` when it is a previewable one. */
export function exitPreviewHref(path?: string | null): string {
  return path && isPreviewablePath(path)
    ? `${PREVIEW_EXIT_ROUTE}?${new URLSearchParams({ path })}`
    : PREVIEW_EXIT_ROUTE
}

/**
 * Where the exit route returns: the `path` parameter, else the page the link was clicked on
 * (its Referer, from the site's own origin only), else the locale's home or the default home.
 */
export function exitTarget(
  param: string | null,
  referer: string | null,
  origins: readonly string[],
  fallback: string,
): string {
  if (param && isPreviewablePath(param)) return param
  if (referer) {
    try {
      const url = new URL(referer)
      if (origins.includes(url.origin) && isPreviewablePath(url.pathname)) return url.pathname
    } catch {
      // An unreadable Referer: the fallback.
    }
  }
  return fallback
}

import type { CollectionConfig, Config } from 'payload'
import { isLocale, localeHomePath } from '@/i18n/locales'
import { documentPreviewPath, previewUrl } from '@/preview/paths'
import { LINK_TARGET_COLLECTIONS } from '@/routing/link-targets'

/**
 * The admin's Preview button and live preview (issue 17 item 1; docs/decisions.md "Preview and
 * live preview"). Both open a document's public address in the admin's current locale through
 * the preview route, which checks the editor's session and switches draft mode on.
 */

/** Globals shown on every page: their live preview shows the locale's home page. */
export const PREVIEW_GLOBALS = ['site-options', 'main-menu'] as const

/** The live preview frame's widths: a phone and a laptop (the site switches layout at 769 px). */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'mobile', label: 'Mobile (390 px)', width: 390, height: 844 },
  { name: 'desktop', label: 'Desktop (1366 px)', width: 1366, height: 768 },
]

const hasPages = (slug: string) => (LINK_TARGET_COLLECTIONS as readonly string[]).includes(slug)

/**
 * `admin.preview` on every collection with pages (pages and each content type with detail
 * pages): the preview route's absolute address (the admin shows the button only for an http URL)
 * for the document's path in the admin's locale; none while the document has no address yet.
 */
export function withPreviewButton(siteUrl: string) {
  return (collection: CollectionConfig): CollectionConfig =>
    hasPages(collection.slug)
      ? {
          ...collection,
          admin: {
            ...collection.admin,
            preview: (doc, { locale }) => {
              const path = documentPreviewPath(collection.slug, doc, locale)
              return path ? previewUrl(siteUrl, path) : null
            },
          },
        }
      : collection
}

type LivePreview = NonNullable<NonNullable<Config['admin']>['livePreview']>

/**
 * Payload's live preview: the document's page (a global's: the locale's home) in a frame of the
 * admin, at 390 and 1366 px. The address is relative to the admin's own origin, the site's: the
 * admin sends its save events to the frame's origin, and the page listens to that origin only
 * (src/preview/LivePreviewListener.tsx).
 */
export function livePreviewConfig(): LivePreview {
  return {
    collections: [...LINK_TARGET_COLLECTIONS],
    globals: [...PREVIEW_GLOBALS],
    breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    url: ({ data, collectionConfig, globalConfig, locale }) => {
      const code = locale?.code
      if (!code || !isLocale(code)) return null
      if (globalConfig) return previewUrl('', localeHomePath(code))
      if (!collectionConfig) return null
      const path = documentPreviewPath(collectionConfig.slug, data, code)
      return path ? previewUrl('', path) : null
    },
  }
}

import 'server-only'
import { cache } from 'react'
import { getPageByPath } from '@/content/pages'
import { CONTENT_TYPES, type ContentTypeEntry } from '@/content-types/registry'
import type { LocaleCode } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import type { TemplateName } from '@/templates/names'
import type { ContentTypeSegment } from './content-types'
import { homeItemOf } from './home-item'
import { parseRoute } from './parse-route'

export type ResolvedRoute =
  | { kind: 'template'; locale: LocaleCode; template: TemplateName; page: Page; title: string }
  | {
      kind: 'content'
      locale: LocaleCode
      type: ContentTypeSegment
      entry: ContentTypeEntry
      data: unknown
      title: string
    }

/**
 * (locale, path segments) → what to render, or null for the not-found template. The locale has
 * been checked by the caller. Shared by a page and its metadata through React's cache().
 */
export const resolveRoute = cache(
  async (locale: LocaleCode, segments: readonly string[]): Promise<ResolvedRoute | null> => {
    const parsed = parseRoute(segments)
    if (!parsed) return null
    if (parsed.kind === 'detail') {
      const entry = CONTENT_TYPES[parsed.type]
      const data = await entry.load(locale, parsed.slug)
      if (data == null) return null
      return { kind: 'content', locale, type: parsed.type, entry, data, title: entry.title(data) }
    }
    // A locale root that serves an item (the US home is the XO page, SPEC §2.10); its home page
    // shows only if the item cannot be read there.
    const homeItem = parsed.path === '/' ? homeItemOf(locale) : null
    if (homeItem) {
      const entry = CONTENT_TYPES[homeItem.type]
      const data = await entry.load(locale, homeItem.slug)
      if (data != null) {
        return {
          kind: 'content',
          locale,
          type: homeItem.type,
          entry,
          data,
          title: entry.title(data),
        }
      }
    }
    const page = await getPageByPath(locale, parsed.path)
    if (!page) return null
    return { kind: 'template', locale, template: page.template, page, title: page.title }
  },
)

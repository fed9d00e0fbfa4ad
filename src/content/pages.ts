import 'server-only'
import { cache } from 'react'
import type { LocaleCode } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { availableIn, cachedRead } from './cached-read'
import { collectionTag } from './tags'

/** The page at `path` (e.g. `/`, `/la-maison/history/`) in one locale, if it is available there. */
export const getPageByPath = cache(
  (locale: LocaleCode, path: string): Promise<Page | null> =>
    cachedRead(['page-by-path', locale, path], [collectionTag('pages')], async (payload) => {
      const { docs } = await payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: false,
        // 2: the documents a block points at (products, videos…) with their images.
        depth: 2,
        limit: 1,
        where: availableIn({ path: { equals: path } }),
      })
      return docs[0] ?? null
    }),
)

/** Every available page path in one locale: the pages generated at build time. */
export const listPagePaths = (locale: LocaleCode): Promise<string[]> =>
  cachedRead(['page-paths', locale], [collectionTag('pages')], async (payload) => {
    const { docs } = await payload.find({
      collection: 'pages',
      locale,
      fallbackLocale: false,
      depth: 0,
      limit: 0,
      pagination: false,
      select: { path: true },
      where: availableIn(),
    })
    return docs.map((d) => d.path).filter((p): p is string => typeof p === 'string')
  })

/** The path of the first available page made with `template` in one locale (e.g. the booking page). */
export const getTemplatePagePath = cache(
  (locale: LocaleCode, template: Page['template']): Promise<string | null> =>
    cachedRead(['template-page', locale, template], [collectionTag('pages')], async (payload) => {
      const { docs } = await payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: 1,
        sort: 'path',
        select: { path: true },
        where: availableIn({ template: { equals: template } }),
      })
      const path = docs[0]?.path
      return typeof path === 'string' ? path : null
    }),
)

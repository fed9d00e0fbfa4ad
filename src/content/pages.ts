import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { LocaleCode } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { getPayloadClient } from './payload'
import { collectionTag } from './tags'

/** The page at `path` (e.g. `/`, `/la-maison/history/`) in one locale, if it is available there. */
export const getPageByPath = cache(
  (locale: LocaleCode, path: string): Promise<Page | null> =>
    unstable_cache(
      async () => {
        const payload = await getPayloadClient()
        const { docs } = await payload.find({
          collection: 'pages',
          locale,
          fallbackLocale: false,
          // 2: the documents a block points at (products, videos…) with their images.
          depth: 2,
          limit: 1,
          where: { and: [{ path: { equals: path } }, { available: { equals: true } }] },
        })
        return docs[0] ?? null
      },
      ['page-by-path', locale, path],
      { tags: [collectionTag('pages')] },
    )(),
)

/** Every available page path in one locale: the pages generated at build time. */
export const listPagePaths = (locale: LocaleCode): Promise<string[]> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: 0,
        pagination: false,
        select: { path: true },
        where: { available: { equals: true } },
      })
      return docs.map((d) => d.path).filter((p): p is string => typeof p === 'string')
    },
    ['page-paths', locale],
    { tags: [collectionTag('pages')] },
  )()

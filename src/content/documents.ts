import 'server-only'
import type { CollectionSlug, DataFromCollectionSlug, PaginatedDocs, Where } from 'payload'
import type { LocaleCode } from '@/i18n/locales'
import { availableIn, cachedRead } from './cached-read'
import { collectionTag } from './tags'

export interface ListOptions {
  where?: Where
  sort?: string
  limit?: number
  page?: number
  depth?: number
}

/** A page of a collection's available documents in one locale. */
export function listDocuments<C extends CollectionSlug>(
  collection: C,
  locale: LocaleCode,
  { where, sort, limit = 12, page = 1, depth = 1 }: ListOptions = {},
): Promise<PaginatedDocs<DataFromCollectionSlug<C>>> {
  return cachedRead(
    ['list', collection, locale, JSON.stringify({ where, sort, limit, page, depth })],
    [collectionTag(collection)],
    async (payload) =>
      (await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        depth,
        limit,
        page,
        sort,
        where: availableIn(where),
      })) as PaginatedDocs<DataFromCollectionSlug<C>>,
  )
}

/** SPEC §7/§9: the header panels show the 3 latest news and cocktails and 8 products. */
export const LATEST_POSTS = {
  news: { collection: 'news', limit: 3, sort: '-date' },
  cocktails: { collection: 'cocktails', limit: 3, sort: '-date' },
  collection: { collection: 'products', limit: 8, sort: 'sort_order' },
} as const satisfies Record<string, { collection: CollectionSlug; limit: number; sort: string }>

export type LatestPanel = keyof typeof LATEST_POSTS

/** The latest posts of a header panel, optionally filtered (cocktails by taste). */
export async function latestPosts(panel: LatestPanel, locale: LocaleCode, filters: Where = {}) {
  const { collection, limit, sort } = LATEST_POSTS[panel]
  const where = Object.keys(filters).length ? filters : undefined
  const { docs } = await listDocuments(collection, locale, { where, sort, limit, depth: 1 })
  return docs
}

import 'server-only'
import type { CollectionSlug } from 'payload'
import { cachedRead } from './cached-read'
import { collectionTag } from './tags'
import { type AllLocalesDoc, type Translation, translationPaths } from './translation-paths'

/**
 * Where else a document can be read: one query across all locales, then the pure path rule.
 * Used by the language switch and the hreflang alternates.
 */
export function getTranslations(
  collection: CollectionSlug,
  id: number | string,
  detailSegment: string | null,
): Promise<Translation[]> {
  return cachedRead(
    ['translations', collection, String(id), detailSegment ?? ''],
    [collectionTag(collection)],
    async (payload) => {
      const doc = (await payload.findByID({
        collection,
        id,
        locale: 'all',
        depth: 0,
        select:
          detailSegment === null
            ? { available: true, path: true }
            : { available: true, slug: true },
      })) as unknown as AllLocalesDoc
      return translationPaths(doc, detailSegment)
    },
  )
}

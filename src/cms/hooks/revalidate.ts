import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'
import { clearSearchCache } from '@/content/search/cache'
import { markStoreLocatorStale, STORE_LOCATOR_SOURCES } from '@/content/store-locator-cache'
import { collectionTag, globalTag } from '@/content/tags'

/**
 * Expire the cached content that shows a collection or global when an editor saves it, so the
 * static pages built from it are regenerated on their next request. Outside a Next.js request
 * (the seed script, tests) there is no cache to expire: the seed sets context.disableRevalidate.
 */
export function expire(tag: string) {
  // Search answers are cached per query, not per tag: any change may alter them.
  clearSearchCache()
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not running inside Next.js: nothing is cached here.
  }
}

/**
 * The store locator's in-memory index is marked stale on every outlet or product change, even
 * when the seed turns revalidation off: marking costs nothing, and a missed mark would keep a
 * deleted outlet on the map until the index's age limit.
 */
function markLocator(slug: string) {
  if (STORE_LOCATOR_SOURCES.has(slug)) markStoreLocatorStale()
}

export const revalidateCollectionAfterChange: CollectionAfterChangeHook = ({
  collection,
  context,
  doc,
}) => {
  markLocator(collection.slug)
  if (!context.disableRevalidate) expire(collectionTag(collection.slug))
  return doc
}

export const revalidateCollectionAfterDelete: CollectionAfterDeleteHook = ({
  collection,
  context,
  doc,
}) => {
  markLocator(collection.slug)
  if (!context.disableRevalidate) expire(collectionTag(collection.slug))
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = ({ global, context, doc }) => {
  if (!context.disableRevalidate) expire(globalTag(global.slug))
  return doc
}

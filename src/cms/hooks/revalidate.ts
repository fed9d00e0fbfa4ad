import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'
import { clearSearchCache } from '@/content/search/cache'
import { markStoreLocatorStale, STORE_LOCATOR_SOURCES } from '@/content/store-locator-cache'
import { collectionTag, globalTag, LINK_TARGETS_TAG } from '@/content/tags'
import { isLinkTargetCollection } from '@/routing/link-targets'
import { announceContentChange, type ContentChange } from '@/server/cluster/content-events'
import { publishedBefore, savedDraftOnly } from './publication'

/**
 * Expire the cached content that shows a collection or global when an editor saves it, so the
 * static pages built from it are regenerated on their next request. Outside a Next.js request
 * (the seed script, tests) there is no cache to expire: the seed sets context.disableRevalidate.
 */
export function expire(tag: string) {
  // Search answers are cached per query, not per tag: any change may alter them.
  clearSearchCache()
  // Other instances keep their own search answers (Next's cache itself is shared in Redis).
  announceContentChange({ source: tag })
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

/** Another instance saved content (src/server/cluster/content-events.ts): drop our own copies. */
export function applyRemoteChange({ source }: ContentChange): void {
  clearSearchCache()
  for (const slug of STORE_LOCATOR_SOURCES) {
    if (source === collectionTag(slug)) markStoreLocatorStale()
  }
}

type Addressed =
  | { slug?: unknown; path?: unknown; available?: unknown; _status?: unknown }
  | null
  | undefined

/**
 * Whether a save changed what a link to the document shows: its address, its availability (both
 * in the locale saved) or whether it is published. Menus link to documents by reference, so they
 * are built again.
 */
export function linkTargetChanged(doc: Addressed, previous: Addressed): boolean {
  return (
    !previous ||
    doc?.slug !== previous.slug ||
    doc?.path !== previous.path ||
    doc?.available !== previous.available ||
    doc?._status !== previous._status
  )
}

export const revalidateCollectionAfterChange: CollectionAfterChangeHook = ({
  collection,
  context,
  doc,
  previousDoc,
  operation,
}) => {
  markLocator(collection.slug)
  if (context.disableRevalidate) return doc
  // A draft or autosave changes nothing public (the site reads published versions; a preview
  // reads past the cache): the cached pages stay (publication.ts).
  if (savedDraftOnly(context, collection.slug)) return doc
  expire(collectionTag(collection.slug))
  // A new document is linked from nowhere yet. Compared with the published document before the
  // save (not the latest draft, which may already carry the new slug).
  const before = publishedBefore(context, collection.slug, doc.id, previousDoc) ?? {
    ...previousDoc,
    _status: 'draft',
  }
  if (
    operation === 'update' &&
    isLinkTargetCollection(collection.slug) &&
    linkTargetChanged(doc, before)
  ) {
    expire(LINK_TARGETS_TAG)
  }
  return doc
}

export const revalidateCollectionAfterDelete: CollectionAfterDeleteHook = ({
  collection,
  context,
  doc,
}) => {
  markLocator(collection.slug)
  if (context.disableRevalidate) return doc
  expire(collectionTag(collection.slug))
  if (isLinkTargetCollection(collection.slug)) expire(LINK_TARGETS_TAG)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = ({ global, context, doc }) => {
  // As for collections: a draft of the global changes nothing public.
  if (!context.disableRevalidate && !savedDraftOnly(context, global.slug)) {
    expire(globalTag(global.slug))
  }
  return doc
}

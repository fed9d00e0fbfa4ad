import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload, Where } from 'payload'
import { getPayloadClient } from './payload'
import { isPreviewRequest } from './preview'
import { PUBLISHED, readingDrafts, readingDraftsNow } from './read-mode'

/**
 * A read of the CMS, kept in Next's data cache under `key` until a publish expires one of its
 * `tags` (tags.ts; the CMS hooks expire them). Every cached read of the content layer goes here.
 * An editor's preview reads past the cache (a draft must never land in the public cache, and
 * the editor wants the latest save) and sees the latest drafts (read-mode.ts).
 */
export async function cachedRead<T>(
  key: readonly string[],
  tags: readonly string[],
  read: (payload: Payload) => Promise<T>,
): Promise<T> {
  if (await isPreviewRequest()) {
    return readingDrafts(async () => read(await getPayloadClient()))
  }
  return unstable_cache(async () => read(await getPayloadClient()), [...key], {
    tags: [...tags],
  })()
}

/**
 * Only documents switched on in the locale are public there (no fallback between locales), and
 * only their published versions; in a preview, the latest draft of the switched-on documents.
 * For collections with drafts only (all but outlets, which have no `_status`).
 */
export const availableIn = (where?: Where): Where => {
  const available: Where = { available: { equals: true } }
  const filters: Where[] = readingDraftsNow() ? [available] : [available, PUBLISHED]
  if (where) filters.push(where)
  return { and: filters }
}

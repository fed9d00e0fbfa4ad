import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload, Where } from 'payload'
import { getPayloadClient } from './payload'

/**
 * A read of the CMS, kept in Next's data cache under `key` until a publish expires one of its
 * `tags` (tags.ts; the CMS hooks expire them). Every cached read of the content layer goes here.
 */
export function cachedRead<T>(
  key: readonly string[],
  tags: readonly string[],
  read: (payload: Payload) => Promise<T>,
): Promise<T> {
  return unstable_cache(async () => read(await getPayloadClient()), [...key], { tags: [...tags] })()
}

/** Only documents switched on in the locale are public there (no fallback between locales). */
export const availableIn = (where?: Where): Where =>
  where ? { and: [{ available: { equals: true } }, where] } : { available: { equals: true } }

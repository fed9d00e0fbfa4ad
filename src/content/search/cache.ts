import { processWide } from '@/server/process-wide'
import { AnswerCache } from '../answer-cache'

/**
 * Site search answers kept in this process (src/content/search.ts). A module of its own, free of
 * the Payload config, so that the CMS revalidation hooks can clear it without an import cycle.
 */
export const SEARCH_CACHE_SIZE = 1000
const SEARCH_CACHE_TTL_MS = 60_000

// Process-wide: the hooks and the cluster listener that clear them run in other bundles.
export const searchAnswers = processWide(
  'search.answers',
  () => new AnswerCache<unknown>(SEARCH_CACHE_SIZE, SEARCH_CACHE_TTL_MS),
)

/** Each locale's search index (a promise of it), rebuilt on the next search once dropped. */
export const searchIndexes = processWide('search.indexes', () => new Map<string, unknown>())

/** Drops every cached search answer and index: an editor saved or deleted content. */
export function clearSearchCache(): void {
  searchAnswers.clear()
  searchIndexes.clear()
}

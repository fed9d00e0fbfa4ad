import { processWide } from '@/server/process-wide'

/**
 * Whether the store locator's in-memory indexes (src/content/store-locator.ts) still match the
 * CMS. A module of its own, free of the Payload config, so that the CMS change hooks can mark
 * them stale without an import cycle. Marking is cheap (a counter); the indexes are rebuilt
 * lazily, by the next request that needs one.
 */

/** The collections whose changes alter an answer: outlets, and products (slugs, locator flag). */
export const STORE_LOCATOR_SOURCES: ReadonlySet<string> = new Set(['outlets', 'products'])

// Process-wide: the hooks and the cluster listener that mark it run in other bundles.
const changes = processWide('store-locator.changes', () => ({ generation: 0 }))

/** An outlet or product was saved or deleted: every index is rebuilt on its next use. */
export function markStoreLocatorStale(): void {
  changes.generation += 1
}

/** Changes counted so far; an index built at an older generation is stale. */
export function storeLocatorGeneration(): number {
  return changes.generation
}

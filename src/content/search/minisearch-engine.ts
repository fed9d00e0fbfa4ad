import MiniSearch from 'minisearch'
import type { LocaleCode } from '@/i18n/locales'
import { allowedEdits, matchesAsPrefix, searchTerms } from '@/rules/search-text'
import type { SearchCorpus, SearchDocument } from './documents'

/** A ranked match: the document and the index terms it matched (what the results mark). */
export interface EngineHit {
  id: string
  matched: string[]
}

/** Where a locale's documents are indexed and searched. */
export interface SearchEngine {
  readonly name: string
  /** Replaces the locale's index with these documents. */
  index(locale: LocaleCode, corpus: SearchCorpus): Promise<void>
  /** Every match of `query` in the locale, best first. */
  search(locale: LocaleCode, query: string): Promise<EngineHit[]>
}

/**
 * The embedded engine: one in-memory MiniSearch index per locale, no server to run. Titles weigh
 * three times the body, card summaries twice: "title above excerpt above body".
 */
export function miniSearchEngine(): SearchEngine {
  const indexes = new Map<LocaleCode, MiniSearch<SearchDocument>>()
  return {
    name: 'minisearch',
    async index(locale, { documents }) {
      const engine = new MiniSearch<SearchDocument>({
        fields: ['title', 'summary', 'body'],
        storeFields: ['order'],
        tokenize: searchTerms,
        // searchTerms already folds; MiniSearch's own lower-casing would be redundant.
        processTerm: (term) => term,
        searchOptions: {
          boost: { title: 3, summary: 2, body: 1 },
          combineWith: 'AND',
          fuzzy: (term) => allowedEdits(term) || false,
          prefix: matchesAsPrefix,
        },
      })
      engine.addAll(documents)
      indexes.set(locale, engine)
    },
    async search(locale, query) {
      const engine = indexes.get(locale)
      if (!engine) return []
      return engine
        .search(query)
        .map((hit) => ({ hit, order: (hit as unknown as { order: number }).order }))
        .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
        .map(({ hit }) => ({ id: String(hit.id), matched: hit.terms }))
    },
  }
}

import 'server-only'
import type { CardSource } from '@/content/card-sources'
import type { LocaleCode } from '@/i18n/locales'
import { countsByType, isSearchable, pageOf } from '@/rules/search-query'
import type { AnswerCache } from '../answer-cache'
import { searchAnswers, searchIndexes } from './cache'
import { loadSearchCorpus, SEARCHABLE, type SearchType } from './documents'
import { meiliSearchEngine } from './meilisearch-engine'
import { miniSearchEngine, type SearchEngine } from './minisearch-engine'

export { isSearchType, SEARCHABLE, type SearchType } from './documents'

/** A result: the item's card, and the index terms it matched, which the results list marks. */
export type SearchHit = CardSource & { matched: string[] }

/** One page of results with the type filters' counts (`GET /api/search/`). */
export interface SearchAnswer {
  results: SearchHit[]
  /** Results of every type, before the type filter. */
  total: number
  /** Per type with results, in SEARCHABLE's order. */
  counts: Array<{ type: SearchType; count: number }>
  type: SearchType | null
  page: number
  pages: number
}

/**
 * Every item available in `locale` whose title, card summary or (public) body holds every word
 * of `query`, forgiving accents, case and small typing slips (src/rules/search-text.ts), best
 * matches first: title above summary above body, ties in SEARCHABLE's order. A members-only
 * body is never indexed (./documents.ts), so it can be neither matched nor shown.
 *
 * The engine is MiniSearch in memory (no server), or Meilisearch when MEILISEARCH_URL is set.
 * Either way a locale is indexed on its first search and again after an editor's change
 * (clearSearchCache in ./cache, from the revalidation hooks) or after INDEX_MAX_AGE_MS (another
 * instance's editor may have changed something). Answers are kept per (locale, query): at most
 * SEARCH_CACHE_SIZE, each for at most a minute; not in Next's data cache, where one entry per
 * distinct query would let anyone fill it. The API's answer is also cacheable by a CDN.
 */
export async function searchContent(locale: LocaleCode, query: string): Promise<SearchHit[]> {
  if (!isSearchable(query)) return []
  const key = `${locale}|${query}`
  const cached = answers.get(key)
  if (cached) return cached
  // Concurrent identical searches share one lookup.
  const pending = inFlight.get(key) ?? runSearch(locale, query)
  inFlight.set(key, pending)
  try {
    const found = await pending
    answers.set(key, found)
    return found
  } finally {
    inFlight.delete(key)
  }
}

/** A page of `searchContent`'s results, of one type or all, with every type's count. */
export async function searchPage(
  locale: LocaleCode,
  query: string,
  { type = null, page = 1 }: { type?: SearchType | null; page?: number } = {},
): Promise<SearchAnswer> {
  const all = await searchContent(locale, query)
  const counts = countsByType(SEARCHABLE, all)
  const chosen = type ? all.filter((hit) => hit.kind === type) : all
  const paged = pageOf(chosen, page)
  return {
    results: paged.items,
    total: all.length,
    counts,
    type,
    page: paged.page,
    pages: paged.pages,
  }
}

const answers = searchAnswers as AnswerCache<SearchHit[]>
const inFlight = new Map<string, Promise<SearchHit[]>>()

/** An index is rebuilt at least this often, so a change made through another instance shows. */
const INDEX_MAX_AGE_MS = 60_000

interface LocaleIndex {
  builtAt: number
  cards: Map<string, CardSource>
}

const indexes = searchIndexes as Map<string, Promise<LocaleIndex>>
let chosenEngine: SearchEngine | null = null

/** The configured engine: Meilisearch when MEILISEARCH_URL is set, else the embedded one. */
export function searchEngine(): SearchEngine {
  chosenEngine ??= process.env.MEILISEARCH_URL
    ? meiliSearchEngine({
        url: process.env.MEILISEARCH_URL,
        apiKey: process.env.MEILISEARCH_API_KEY,
        prefix: process.env.MEILISEARCH_INDEX_PREFIX,
      })
    : miniSearchEngine()
  return chosenEngine
}

async function indexFor(locale: LocaleCode): Promise<LocaleIndex> {
  const current = indexes.get(locale)
  if (current) {
    const index = await current.catch(() => null)
    if (index && Date.now() - index.builtAt < INDEX_MAX_AGE_MS) return index
    if (indexes.get(locale) !== current) return indexFor(locale)
  }
  const building = buildIndex(locale)
  indexes.set(locale, building)
  // A failed build is not kept: the next search tries again.
  building.catch(() => {
    if (indexes.get(locale) === building) indexes.delete(locale)
  })
  return building
}

async function buildIndex(locale: LocaleCode): Promise<LocaleIndex> {
  const builtAt = Date.now()
  const corpus = await loadSearchCorpus(locale)
  await searchEngine().index(locale, corpus)
  return { builtAt, cards: corpus.cards }
}

async function runSearch(locale: LocaleCode, query: string): Promise<SearchHit[]> {
  const { cards } = await indexFor(locale)
  const hits = await searchEngine().search(locale, query)
  return hits.flatMap(({ id, matched }) => {
    const card = cards.get(id)
    return card ? [{ ...card, matched }] : []
  })
}

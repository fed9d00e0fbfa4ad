import 'server-only'
import MiniSearch from 'minisearch'
import type { CardSource } from '@/components/cards/card-model'
import {
  CARD_SPECS,
  type CardCollection,
  type CardDoc,
  cardSelect,
  cardSourceOf,
} from '@/components/cards/card-sources'
import type { LocaleCode } from '@/i18n/locales'
import { isSearchable, RESULTS_PER_TYPE } from '@/rules/search-query'
import { allowedEdits, matchesAsPrefix, searchTerms } from '@/rules/search-text'
import type { AnswerCache } from './answer-cache'
import { availableIn } from './cached-read'
import { getPayloadClient } from './payload'
import { searchAnswers, searchIndexes } from './search-cache'

/**
 * What site search looks through, in the order results are shown: the house's cognacs first,
 * then recipes, then stories. Each is matched on its title and its card's summary field.
 */
export const SEARCHABLE = [
  'products',
  'cocktails',
  'food-recipes',
  'articles',
  'news',
  'videos',
  'podcasts',
  'playlists',
  'shows',
  'sessions',
] as const satisfies ReadonlyArray<CardCollection>

/**
 * Cards of the documents available in `locale` whose title or card summary holds every word of
 * `query`, forgiving accents, case and small typing slips (src/rules/search-text.ts), best
 * matches first within each content type, the types in SEARCHABLE's order. Only card fields are
 * indexed, so a members-only body can never be matched or shown.
 *
 * Each locale has an in-memory MiniSearch index of its cards, built on the first search and
 * rebuilt after an editor's change (clearSearchCache in ./search-cache, from the revalidation
 * hooks) or after INDEX_MAX_AGE_MS (another instance's editor may have changed something).
 * Answers are kept per (locale, query): at most SEARCH_CACHE_SIZE, each for at most a minute;
 * not in Next's data cache, where one entry per distinct query would let anyone fill it. The
 * API's answer is also cacheable by a CDN.
 */
export async function searchContent(locale: LocaleCode, query: string): Promise<CardSource[]> {
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

const answers = searchAnswers as AnswerCache<CardSource[]>
const inFlight = new Map<string, Promise<CardSource[]>>()

/** An index is rebuilt at least this often, so a change made through another instance shows. */
const INDEX_MAX_AGE_MS = 60_000

interface IndexedCard {
  id: string
  order: number
  title: string
  summary: string
}
interface LocaleIndex {
  builtAt: number
  engine: MiniSearch<IndexedCard>
  cards: Map<string, CardSource>
}

const indexes = searchIndexes as Map<string, Promise<LocaleIndex>>

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
  const payload = await getPayloadClient()
  const engine = new MiniSearch<IndexedCard>({
    fields: ['title', 'summary'],
    storeFields: ['order'],
    tokenize: searchTerms,
    // searchTerms already folds; MiniSearch's own lower-casing would be redundant.
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 2 },
      combineWith: 'AND',
      fuzzy: (term) => allowedEdits(term) || false,
      prefix: matchesAsPrefix,
    },
  })
  const cards = new Map<string, CardSource>()
  const entries: IndexedCard[] = []
  const perCollection = await Promise.all(
    SEARCHABLE.map(async (collection) => {
      const { docs } = await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        depth: 1,
        pagination: false,
        where: availableIn(),
        select: cardSelect(collection),
        populate: { tags: { title: true, slug: true, available: true } },
      })
      return { collection, docs }
    }),
  )
  perCollection.forEach(({ collection, docs }, order) => {
    const summaryField = CARD_SPECS[collection].summary
    for (const doc of docs) {
      const id = `${collection}:${doc.id}`
      const record = doc as unknown as Record<string, unknown>
      const text = (value: unknown) => (typeof value === 'string' ? value : '')
      cards.set(id, cardSourceOf({ collection, doc } as CardDoc))
      entries.push({ id, order, title: text(record.title), summary: text(record[summaryField]) })
    }
  })
  engine.addAll(entries)
  return { builtAt, engine, cards }
}

async function runSearch(locale: LocaleCode, query: string): Promise<CardSource[]> {
  const { engine, cards } = await indexFor(locale)
  const hits = engine.search(query)
  const byType = new Map<number, CardSource[]>()
  for (const hit of hits) {
    const order = (hit as unknown as { order: number }).order
    const card = cards.get(String(hit.id))
    const list = byType.get(order) ?? []
    if (card && list.length < RESULTS_PER_TYPE) list.push(card)
    byType.set(order, list)
  }
  return [...byType.entries()].sort(([a], [b]) => a - b).flatMap(([, list]) => list)
}

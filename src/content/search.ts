import 'server-only'
import type { CardSource } from '@/components/cards/card-model'
import {
  CARD_SPECS,
  type CardCollection,
  type CardDoc,
  cardSelect,
  cardSourceOf,
} from '@/components/cards/card-sources'
import type { LocaleCode } from '@/i18n/locales'
import { caseVariants, isSearchable, RESULTS_PER_TYPE } from '@/rules/search-query'
import type { AnswerCache } from './answer-cache'
import { availableIn } from './cached-read'
import { getPayloadClient } from './payload'
import { searchAnswers } from './search-cache'

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
 * Cards of the documents available in `locale` whose title or summary contains every word of
 * `query` (Payload's `like`: words in any order; `caseVariants` makes every script's case match,
 * as SQLite's LIKE folds ASCII letters only). Only card fields are read, so
 * a members-only body can never be matched or shown. Answers are kept in memory per (locale,
 * query): at most SEARCH_CACHE_SIZE of them (./search-cache), each for at most a minute, and all dropped when an
 * editor saves or deletes anything (clearSearchCache in ./search-cache, from the revalidation hooks). Not in Next's
 * data cache: one entry per distinct query would let anyone fill it. The API's answer is also
 * cacheable by a CDN.
 */
export async function searchContent(locale: LocaleCode, query: string): Promise<CardSource[]> {
  if (!isSearchable(query)) return []
  const key = `${locale}|${query}`
  const cached = answers.get(key)
  if (cached) return cached
  // Concurrent identical searches share one database round.
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

async function runSearch(locale: LocaleCode, query: string): Promise<CardSource[]> {
  const payload = await getPayloadClient()
  const found = await Promise.all(
    SEARCHABLE.map(async (collection) => {
      const summary = CARD_SPECS[collection].summary
      const { docs } = await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        depth: 1,
        limit: RESULTS_PER_TYPE,
        sort: 'title',
        where: availableIn({
          or: caseVariants(query).flatMap((q) => [
            { title: { like: q } },
            { [summary]: { like: q } },
          ]),
        }),
        select: cardSelect(collection),
        populate: { tags: { title: true, slug: true, available: true } },
      })
      return docs.map((doc) => cardSourceOf({ collection, doc } as CardDoc))
    }),
  )
  return found.flat()
}

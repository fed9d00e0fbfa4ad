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
import { availableIn } from './cached-read'
import { getPayloadClient } from './payload'

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
 * a members-only body can never be matched or shown. Not kept in the server's data cache: one
 * entry per distinct query would let anyone fill it; the API's answer is cacheable by a CDN.
 */
export async function searchContent(locale: LocaleCode, query: string): Promise<CardSource[]> {
  if (!isSearchable(query)) return []
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

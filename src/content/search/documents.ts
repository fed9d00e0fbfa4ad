import 'server-only'
import type { CardSource } from '@/content/card-sources'
import {
  CARD_SPECS,
  type CardCollection,
  type CardDoc,
  cardSelect,
  cardSourceOf,
} from '@/content/card-sources'
import { isExclusive } from '@/content/exclusive'
import type { LocaleCode } from '@/i18n/locales'
import { proseOf } from '@/rules/search-text'
import { availableIn } from '../cached-read'
import { getPayloadClient } from '../payload'

/**
 * What site search looks through, in the order its type filters are offered: the house's
 * cognacs first, then recipes, then stories.
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

export type SearchType = (typeof SEARCHABLE)[number]

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCHABLE as readonly string[]).includes(value)
}

/**
 * The fields besides the card's whose prose is searched ("title above excerpt above body"):
 * tasting notes, recipes, article bodies, line-ups, track lists. Never read from an exclusive
 * item: a members-only text is not matched for anyone.
 */
const BODY_FIELDS: Record<SearchType, readonly string[]> = {
  products: ['description', 'nose', 'palate', 'finish'],
  cocktails: ['recipe', 'history'],
  'food-recipes': ['ingredients', 'steps'],
  articles: ['body'],
  news: ['body'],
  videos: [],
  podcasts: [],
  playlists: ['tracks'],
  shows: ['body', 'line_up'],
  sessions: [],
}

/** One searchable item of a locale, as every engine indexes it. */
export interface SearchDocument {
  /** `collection:id`, unique across types. */
  id: string
  /** The type's position in SEARCHABLE: ties in relevance keep that order. */
  order: number
  title: string
  summary: string
  body: string
}

export interface SearchCorpus {
  documents: SearchDocument[]
  cards: Map<string, CardSource>
}

/** The searchable items available in `locale`, with the card each result shows. */
export async function loadSearchCorpus(locale: LocaleCode): Promise<SearchCorpus> {
  const payload = await getPayloadClient()
  const cards = new Map<string, CardSource>()
  const documents: SearchDocument[] = []
  const perCollection = await Promise.all(
    SEARCHABLE.map(async (collection) => {
      const select = { ...cardSelect(collection) } as Record<string, boolean>
      for (const field of BODY_FIELDS[collection]) select[field] = true
      const { docs } = await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        depth: 1,
        pagination: false,
        where: availableIn(),
        select: select as never,
        populate: { tags: { title: true, slug: true, available: true } },
      })
      return { collection, docs }
    }),
  )
  perCollection.forEach(({ collection, docs }, order) => {
    const summaryField = CARD_SPECS[collection].summary
    for (const doc of docs) {
      const record = doc as unknown as Record<string, unknown>
      const id = `${collection}:${String(record.id)}`
      const text = (value: unknown) => (typeof value === 'string' ? value : '')
      const body = isExclusive(record)
        ? ''
        : BODY_FIELDS[collection].map((field) => proseOf(record[field])).join(' ')
      cards.set(id, cardSourceOf({ collection, doc } as CardDoc))
      documents.push({
        id,
        order,
        title: text(record.title),
        summary: text(record[summaryField]),
        body,
      })
    }
  })
  return { documents, cards }
}

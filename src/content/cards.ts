import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import type { CardSource } from '@/components/cards/card-model'
import { type CardDoc, cardSourceOf } from '@/components/cards/card-sources'
import type { LocaleCode } from '@/i18n/locales'
import type { Media, Tag } from '@/payload-types'
import { getPayloadClient } from './payload'
import { collectionTag } from './tags'

/** The collections that have cards, and the fields a card reads (never a body). */
const CARD_FIELDS = {
  articles: [
    'title',
    'slug',
    'date',
    'cover',
    'thumbnail',
    'excerpt',
    'reading_time',
    'hide_time',
    'tags',
    'exclusive',
    'min_level',
  ],
  videos: [
    'title',
    'slug',
    'date',
    'cover',
    'thumbnail',
    'excerpt',
    'video_length',
    'hide_time',
    'tags',
    'exclusive',
    'min_level',
  ],
  news: ['title', 'slug', 'date', 'cover', 'thumbnail', 'excerpt', 'tags'],
  shows: ['title', 'slug', 'date', 'venue', 'city', 'cover', 'thumbnail', 'excerpt', 'tags'],
  podcasts: [
    'title',
    'slug',
    'date',
    'cover',
    'excerpt',
    'duration_seconds',
    'tags',
    'exclusive',
    'min_level',
  ],
  playlists: ['title', 'slug', 'cover', 'description', 'tracks', 'external_url'],
  cocktails: ['title', 'slug', 'date', 'cover', 'description', 'preparation_time', 'hide_time'],
  'food-recipes': ['title', 'slug', 'date', 'cover', 'description', 'preparation_time'],
  sessions: [
    'title',
    'slug',
    'background_image',
    'card_description',
    'infos',
    'episodes',
    'exclusive',
    'min_level',
  ],
  episodes: ['title', 'slug', 'cover', 'description', 'video_length', 'number', 'session'],
} as const satisfies Record<CardDoc['collection'], readonly string[]>

export type CardCollection = keyof typeof CARD_FIELDS

export interface CardQuery {
  where?: Where
  sort?: string
  /** 0: every document (list pages are small and page on the client to stay static). */
  limit?: number
}

const availableIn = (where?: Where): Where =>
  where ? { and: [{ available: { equals: true } }, where] } : { available: { equals: true } }

/**
 * Cards of one collection in one locale (available documents only). Tagged with the collection
 * and with what the cards show from other collections (images, tags), so a publish of any of
 * them refreshes the lists.
 */
export function listCards(
  collection: CardCollection,
  locale: LocaleCode,
  { where, sort, limit = 0 }: CardQuery = {},
): Promise<CardSource[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const select = Object.fromEntries(CARD_FIELDS[collection].map((f) => [f, true]))
      const { docs } = await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        depth: 1,
        limit,
        pagination: limit > 0,
        sort,
        where: availableIn(where),
        select,
        // Populated tags and episodes bring their title and slug only.
        populate: {
          tags: { title: true, slug: true, available: true },
          episodes: { title: true, slug: true, available: true },
        },
      })
      return docs.map((doc) => cardSourceOf({ collection, doc } as CardDoc))
    },
    ['cards', collection, locale, JSON.stringify({ where, sort, limit })],
    {
      tags: [collectionTag(collection), collectionTag('media'), collectionTag('tags')],
    },
  )()
}

/** Cocktail cards with their tastes, for the cocktails list's taste filter. */
export function listCocktailCards(
  locale: LocaleCode,
): Promise<{ card: CardSource; tastes: string[] }[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'cocktails',
        locale,
        fallbackLocale: false,
        depth: 1,
        pagination: false,
        sort: '-date',
        where: availableIn(),
        select: {
          ...Object.fromEntries(CARD_FIELDS.cocktails.map((f) => [f, true])),
          taste: true,
        },
      })
      return docs.map((doc) => ({
        card: cardSourceOf({ collection: 'cocktails', doc } as CardDoc),
        tastes: [...(doc.taste ?? [])],
      }))
    },
    ['cocktail-cards', locale],
    { tags: [collectionTag('cocktails'), collectionTag('media')] },
  )()
}

export interface TimelineItem {
  title: string
  slug: string | null
  year: number
  dateLabel: string | null
  summary: string
  cover: Media | number | null
}

/** The house's timeline entries by year (the Timeline template page). */
export function listTimelineEntries(locale: LocaleCode): Promise<TimelineItem[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'timeline',
        locale,
        fallbackLocale: false,
        depth: 1,
        pagination: false,
        sort: 'year',
        where: availableIn(),
        select: {
          title: true,
          slug: true,
          year: true,
          date_label: true,
          summary: true,
          cover: true,
        },
      })
      return docs.map((d) => ({
        title: d.title,
        slug: d.slug ?? null,
        year: d.year,
        dateLabel: d.date_label ?? null,
        summary: d.summary,
        cover: d.cover ?? null,
      }))
    },
    ['timeline-entries', locale],
    { tags: [collectionTag('timeline'), collectionTag('media')] },
  )()
}

export interface ProductItem {
  title: string
  slug: string | null
  description: string
  image: Media | number | null
}

/** The products in the house's order (the Collection template page). */
export function listProducts(locale: LocaleCode): Promise<ProductItem[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'products',
        locale,
        fallbackLocale: false,
        depth: 1,
        pagination: false,
        sort: 'sort_order',
        where: availableIn(),
        select: { title: true, slug: true, small_description: true, image: true },
      })
      return docs.map((d) => ({
        title: d.title,
        slug: d.slug ?? null,
        description: d.small_description,
        image: d.image ?? null,
      }))
    },
    ['product-items', locale],
    { tags: [collectionTag('products'), collectionTag('media')] },
  )()
}

/** The tags available in the locale, by title (the Tags template page). */
export function listTags(
  locale: LocaleCode,
): Promise<Pick<Tag, 'title' | 'slug' | 'description'>[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'tags',
        locale,
        fallbackLocale: false,
        depth: 0,
        pagination: false,
        sort: 'title',
        where: availableIn(),
        select: { title: true, slug: true, description: true },
      })
      return docs.map((d) => ({ title: d.title, slug: d.slug, description: d.description }))
    },
    ['tag-list', locale],
    { tags: [collectionTag('tags')] },
  )()
}

/**
 * Cards of picked documents in the editor's order (the related-items blocks). Documents not
 * available in the locale are left out. A page's blocks hold their relations one level deep,
 * without the images and tags a card shows, so the cards are read here.
 */
export async function cardsByIds(
  collection: CardCollection,
  locale: LocaleCode,
  ids: readonly number[],
): Promise<CardSource[]> {
  if (ids.length === 0) return []
  const cards = await listCards(collection, locale, { where: { id: { in: [...ids] } } })
  const byId = new Map(cards.map((card) => [card.id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

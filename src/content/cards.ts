import 'server-only'
import type { Where } from 'payload'
import type { CardSource } from '@/content/card-sources'
import { type CardCollection, type CardDoc, cardSelect, cardSourceOf } from '@/content/card-sources'
import type { LocaleCode } from '@/i18n/locales'
import type { Media, Tag } from '@/payload-types'
import { availableIn, cachedRead } from './cached-read'
import { collectionTag } from './tags'

export type { CardCollection }

export interface CardQuery {
  where?: Where
  sort?: string
  /** 0: every document (list pages are small and page on the client to stay static). */
  limit?: number
}

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
  return cachedRead(
    ['cards', collection, locale, JSON.stringify({ where, sort, limit })],
    [collectionTag(collection), collectionTag('media'), collectionTag('tags')],
    async (payload) => {
      const { docs } = await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        depth: 1,
        limit,
        pagination: limit > 0,
        sort,
        where: availableIn(where),
        select: cardSelect(collection),
        // Populated tags and episodes bring their title and slug only.
        populate: {
          tags: { title: true, slug: true, available: true },
          episodes: { title: true, slug: true, available: true },
        },
      })
      return docs.map((doc) => cardSourceOf({ collection, doc } as CardDoc))
    },
  )
}

/** Cocktail cards with their tastes, for the cocktails list's taste filter. */
export function listCocktailCards(
  locale: LocaleCode,
): Promise<{ card: CardSource; tastes: string[] }[]> {
  return cachedRead(
    ['cocktail-cards', locale],
    [collectionTag('cocktails'), collectionTag('media')],
    async (payload) => {
      const { docs } = await payload.find({
        collection: 'cocktails',
        locale,
        fallbackLocale: false,
        depth: 1,
        pagination: false,
        sort: '-date',
        where: availableIn(),
        select: { ...cardSelect('cocktails'), taste: true },
      })
      return docs.map((doc) => ({
        card: cardSourceOf({ collection: 'cocktails', doc } as CardDoc),
        tastes: [...(doc.taste ?? [])],
      }))
    },
  )
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
  return cachedRead(
    ['timeline-entries', locale],
    [collectionTag('timeline'), collectionTag('media')],
    async (payload) => {
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
  )
}

export interface ProductItem {
  title: string
  slug: string | null
  description: string
  image: Media | number | null
}

/** The products in the house's order (the Collection template page). */
export function listProducts(locale: LocaleCode): Promise<ProductItem[]> {
  return cachedRead(
    ['product-items', locale],
    [collectionTag('products'), collectionTag('media')],
    async (payload) => {
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
  )
}

/** The tags available in the locale, by title (the Tags template page). */
export function listTags(
  locale: LocaleCode,
): Promise<Pick<Tag, 'title' | 'slug' | 'description'>[]> {
  return cachedRead(['tag-list', locale], [collectionTag('tags')], async (payload) => {
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
  })
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

/**
 * CMS documents → CardSource, one mapper per collection (SPEC §3 card fields). Pure. The card
 * takes only what it shows: never a body, so a members-only text cannot leak through a card.
 */
import type {
  Article,
  Cocktail,
  Episode,
  FoodRecipe,
  Media,
  News,
  Playlist,
  Podcast,
  Session,
  Show,
  Tag,
  Video,
} from '@/payload-types'
import type { CardSource } from './card-model'

type Relation<T> = number | T | null | undefined

/** A populated relation, or null when only its id was read. */
export function populated<T extends object>(value: Relation<T>): T | null {
  return value && typeof value === 'object' ? value : null
}

/** The ids of a relationship list, whether its documents were populated or not. */
export function relationIds(values: ReadonlyArray<number | { id: number }> | null | undefined) {
  return (values ?? []).map((v) => (typeof v === 'number' ? v : v.id))
}

/** Populated tags that are available in the locale read (others are left out). */
export function tagsOf(
  tags: ReadonlyArray<number | Tag> | null | undefined,
): { title: string; slug: string | null }[] {
  return (tags ?? []).flatMap((tag) => {
    const doc = populated(tag)
    return doc && doc.available !== false ? [{ title: doc.title, slug: doc.slug ?? null }] : []
  })
}

const image = (thumbnail: Relation<Media>, cover: Relation<Media>) => thumbnail ?? cover ?? null

export type CardDoc =
  | { collection: 'articles'; doc: Article }
  | { collection: 'videos'; doc: Video }
  | { collection: 'news'; doc: News }
  | { collection: 'shows'; doc: Show }
  | { collection: 'podcasts'; doc: Podcast }
  | { collection: 'playlists'; doc: Playlist }
  | { collection: 'cocktails'; doc: Cocktail }
  | { collection: 'food-recipes'; doc: FoodRecipe }
  | { collection: 'sessions'; doc: Session }
  | { collection: 'episodes'; doc: Episode }

export function cardSourceOf(item: CardDoc): CardSource {
  const base = {
    id: item.doc.id,
    kind: item.collection,
    title: item.doc.title,
    slug: item.doc.slug ?? null,
  }
  switch (item.collection) {
    case 'articles': {
      const d = item.doc
      return {
        ...base,
        date: d.date,
        seconds: d.reading_time,
        hideTime: d.hide_time,
        excerpt: d.excerpt,
        tags: tagsOf(d.tags),
        exclusive: d.exclusive,
        minLevel: d.min_level,
        image: image(d.thumbnail, d.cover),
      }
    }
    case 'videos': {
      const d = item.doc
      return {
        ...base,
        date: d.date,
        seconds: d.video_length,
        hideTime: d.hide_time,
        excerpt: d.excerpt,
        tags: tagsOf(d.tags),
        exclusive: d.exclusive,
        minLevel: d.min_level,
        image: image(d.thumbnail, d.cover),
      }
    }
    case 'news': {
      const d = item.doc
      return {
        ...base,
        date: d.date,
        excerpt: d.excerpt,
        tags: tagsOf(d.tags),
        image: image(d.thumbnail, d.cover),
      }
    }
    case 'shows': {
      const d = item.doc
      return {
        ...base,
        date: d.date,
        excerpt: [d.venue, d.city].filter(Boolean).join(', ') || d.excerpt,
        tags: tagsOf(d.tags),
        image: image(d.thumbnail, d.cover),
      }
    }
    case 'podcasts': {
      const d = item.doc
      return {
        ...base,
        date: d.date,
        seconds: d.duration_seconds,
        excerpt: d.excerpt,
        tags: tagsOf(d.tags),
        exclusive: d.exclusive,
        minLevel: d.min_level,
        image: d.cover,
      }
    }
    case 'playlists': {
      const d = item.doc
      const seconds = (d.tracks ?? []).reduce((sum, t) => sum + (t.duration_seconds ?? 0), 0)
      return {
        ...base,
        externalUrl: d.external_url,
        seconds,
        excerpt: d.description,
        image: d.cover,
      }
    }
    case 'cocktails': {
      const d = item.doc
      return {
        ...base,
        seconds: (d.preparation_time ?? 0) * 60,
        hideTime: d.hide_time,
        excerpt: d.description,
        image: d.cover,
      }
    }
    case 'food-recipes': {
      const d = item.doc
      return {
        ...base,
        seconds: (d.preparation_time ?? 0) * 60,
        excerpt: d.description,
        image: d.cover,
      }
    }
    case 'sessions': {
      const d = item.doc
      return {
        ...base,
        seconds: d.infos?.duration,
        excerpt: d.card_description,
        exclusive: d.exclusive,
        minLevel: d.min_level,
        image: d.background_image,
      }
    }
    case 'episodes': {
      const d = item.doc
      return {
        ...base,
        seconds: d.video_length,
        excerpt: d.description,
        image: d.cover,
      }
    }
  }
}

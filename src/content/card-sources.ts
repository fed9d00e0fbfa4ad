/**
 * CMS documents → CardSource, one mapper per collection (SPEC §3 card fields), and the relation
 * helpers the content layer reshapes with. Pure, so components may import it too. The card takes
 * only what it shows: never a body, so a members-only text cannot leak through a card.
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
  Product,
  Session,
  Show,
  Tag,
  Video,
} from '@/payload-types'

/** The facts of one item, whatever its collection (the reshapers below make it). */
export interface CardSource {
  /** The document's id, to keep an editor's order of picked items. */
  id?: number
  /** The collection, for the card's look and its page's URL segment. */
  kind: string
  title: string
  /** The item's slug in the locale; no slug (or no page type) → a card without a link. */
  slug?: string | null
  /** A link elsewhere instead of a page of the site (a playlist on a streaming service). */
  externalUrl?: string | null
  date?: string | null
  /** Reading, video or audio time in seconds. */
  seconds?: number | null
  hideTime?: boolean | null
  excerpt?: string | null
  tags?: ReadonlyArray<{ title: string; slug?: string | null }>
  exclusive?: boolean | null
  minLevel?: string | null
  image?: Media | number | null
}

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

/** What a card takes from a dated editorial item: its date, excerpt, tags and picture. */
const PUBLISHED = ['date', 'cover', 'thumbnail', 'excerpt', 'tags'] as const
const published = (d: Pick<Article, (typeof PUBLISHED)[number]>) => ({
  date: d.date,
  excerpt: d.excerpt,
  tags: tagsOf(d.tags),
  image: image(d.thumbnail, d.cover),
})

/** Members-only items carry their lock and the level it needs. */
const LOCKED = ['exclusive', 'min_level'] as const
const locked = (d: Pick<Article, (typeof LOCKED)[number]>) => ({
  exclusive: d.exclusive,
  minLevel: d.min_level,
})

type CardFacts = Omit<CardSource, 'id' | 'kind' | 'title' | 'slug'>

interface CardSpec<D> {
  /** The fields a card reads (never a body), besides title and slug. */
  fields: readonly (keyof D & string)[]
  /** The text field the card's summary line comes from: what site search matches besides the
   *  title. */
  summary: keyof D & string
  toCard: (doc: D) => CardFacts
}

const spec = <D>(s: CardSpec<D>) => s

/** One entry per collection that has cards: what the card reads, and how it reads it. */
export const CARD_SPECS = {
  articles: spec<Article>({
    summary: 'excerpt',
    fields: [...PUBLISHED, 'reading_time', 'hide_time', ...LOCKED],
    toCard: (d) => ({
      ...published(d),
      seconds: d.reading_time,
      hideTime: d.hide_time,
      ...locked(d),
    }),
  }),
  videos: spec<Video>({
    summary: 'excerpt',
    fields: [...PUBLISHED, 'video_length', 'hide_time', ...LOCKED],
    toCard: (d) => ({
      ...published(d),
      seconds: d.video_length,
      hideTime: d.hide_time,
      ...locked(d),
    }),
  }),
  news: spec<News>({ fields: PUBLISHED, summary: 'excerpt', toCard: published }),
  shows: spec<Show>({
    summary: 'excerpt',
    fields: [...PUBLISHED, 'venue', 'city'],
    toCard: (d) => ({
      ...published(d),
      excerpt: [d.venue, d.city].filter(Boolean).join(', ') || d.excerpt,
    }),
  }),
  podcasts: spec<Podcast>({
    summary: 'excerpt',
    fields: ['date', 'cover', 'excerpt', 'tags', 'duration_seconds', ...LOCKED],
    toCard: (d) => ({
      date: d.date,
      seconds: d.duration_seconds,
      excerpt: d.excerpt,
      tags: tagsOf(d.tags),
      ...locked(d),
      image: d.cover,
    }),
  }),
  playlists: spec<Playlist>({
    summary: 'description',
    fields: ['cover', 'description', 'tracks', 'external_url'],
    toCard: (d) => ({
      externalUrl: d.external_url,
      seconds: (d.tracks ?? []).reduce((sum, t) => sum + (t.duration_seconds ?? 0), 0),
      excerpt: d.description,
      image: d.cover,
    }),
  }),
  cocktails: spec<Cocktail>({
    summary: 'description',
    fields: ['date', 'cover', 'description', 'preparation_time', 'hide_time'],
    toCard: (d) => ({
      seconds: (d.preparation_time ?? 0) * 60,
      hideTime: d.hide_time,
      excerpt: d.description,
      image: d.cover,
    }),
  }),
  'food-recipes': spec<FoodRecipe>({
    summary: 'description',
    fields: ['date', 'cover', 'description', 'preparation_time'],
    toCard: (d) => ({
      seconds: (d.preparation_time ?? 0) * 60,
      excerpt: d.description,
      image: d.cover,
    }),
  }),
  sessions: spec<Session>({
    summary: 'card_description',
    fields: ['background_image', 'card_description', 'infos', 'episodes', ...LOCKED],
    toCard: (d) => ({
      seconds: d.infos?.duration,
      excerpt: d.card_description,
      ...locked(d),
      image: d.background_image,
    }),
  }),
  products: spec<Product>({
    summary: 'small_description',
    fields: ['small_description', 'image'],
    toCard: (d) => ({ excerpt: d.small_description, image: d.image }),
  }),
  episodes: spec<Episode>({
    summary: 'description',
    fields: ['cover', 'description', 'video_length', 'number', 'session'],
    toCard: (d) => ({ seconds: d.video_length, excerpt: d.description, image: d.cover }),
  }),
}

export type CardCollection = keyof typeof CARD_SPECS

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
  | { collection: 'products'; doc: Product }

/** The fields a card of the collection reads, as a Payload `select`. */
export function cardSelect(collection: CardCollection): Record<string, true> {
  return Object.fromEntries(
    ['title', 'slug', ...CARD_SPECS[collection].fields].map((f) => [f, true]),
  )
}

export function cardSourceOf({ collection, doc }: CardDoc): CardSource {
  // The union pairs each collection with its own document type; the table is keyed the same way.
  const toCard = CARD_SPECS[collection].toCard as (d: typeof doc) => CardFacts
  return {
    id: doc.id,
    kind: collection,
    title: doc.title,
    slug: doc.slug ?? null,
    ...toCard(doc),
  }
}

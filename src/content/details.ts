import 'server-only'
import type { CollectionSlug, DataFromCollectionSlug } from 'payload'
import { cache } from 'react'
import type { CardSource } from '@/content/card-sources'
import { cardSourceOf, populated } from '@/content/card-sources'
import { type ExclusiveCollection, isExclusive, publicView } from '@/content/exclusive'
import type { LocaleCode } from '@/i18n/locales'
import type { Article, Episode, Session, Tag } from '@/payload-types'
import { availableIn, cachedRead } from './cached-read'
import { listCards } from './cards'
import { readingDraftsNow } from './read-mode'
import { collectionTag } from './tags'

/**
 * Detail pages' data (SPEC §2.1): the one loader of a document by slug in one locale, or null when
 * there is none or it is not available there. Every detail read is tagged the same way: its
 * collection, media (its pictures) and the collections whose documents it shows populated, so
 * the CMS hooks' expiry of any of them (src/cms/hooks/revalidate.ts) refreshes the page.
 * Members-only fields of an exclusive item are removed here, inside the cached read, so they are
 * in no page's data, HTML or RSC payload (see exclusive.ts).
 */
function detail<C extends CollectionSlug, T>(
  collection: C,
  shape: (doc: DataFromCollectionSlug<C>, locale: LocaleCode) => T | Promise<T>,
  { depth = 2, related = [] as CollectionSlug[] } = {},
) {
  return cache(
    (locale: LocaleCode, slug: string): Promise<T | null> =>
      cachedRead(
        ['detail', collection, locale, slug],
        [collectionTag(collection), collectionTag('media'), ...related.map(collectionTag)],
        async (payload) => {
          const { docs } = await payload.find({
            collection,
            locale,
            fallbackLocale: false,
            depth,
            limit: 1,
            where: availableIn({ slug: { equals: slug } }),
          })
          const doc = docs[0] as DataFromCollectionSlug<C> | undefined
          return doc ? shape(doc, locale) : null
        },
      ),
  )
}

/** Strips members-only fields of an exclusive item. */
const open =
  <D extends { exclusive?: boolean | null }>(collection: ExclusiveCollection) =>
  (doc: D): D =>
    publicView(collection, doc)

/**
 * Related items that are available in the locale read (a relation ignores availability) and
 * published (a relation populates drafts from the main table too); in a preview, the latest
 * drafts of the available ones.
 */
function availableDocs<T extends { available?: boolean | null; _status?: string | null }>(
  values: ReadonlyArray<number | T> | null | undefined,
): T[] {
  const drafts = readingDraftsNow()
  return (values ?? []).flatMap((v) => {
    const doc = populated(v)
    return doc && doc.available === true && (drafts || doc._status === 'published') ? [doc] : []
  })
}

export const loadProduct = detail('products', (doc) => doc)
export const loadCocktail = detail('cocktails', (doc) => doc, {
  related: ['products', 'articles'],
})
export const loadFoodRecipe = detail('food-recipes', (doc) => doc, { related: ['products'] })
export const loadEvent = detail('events', (doc) => doc)

export interface ArticleView {
  article: Article
  related: CardSource[]
}

export const loadArticle = detail(
  'articles',
  (doc): ArticleView => {
    const related = isExclusive(doc)
      ? []
      : availableDocs(doc.related_articles).map((a) =>
          cardSourceOf({ collection: 'articles', doc: a }),
        )
    const article = open<Article>('articles')(doc)
    return { article: { ...article, related_articles: undefined }, related }
  },
  { related: ['tags', 'categories'] },
)

export const loadVideo = detail('videos', open('videos'), { related: ['tags'] })
export const loadShow = detail('shows', (doc) => doc, { related: ['tags'] })
export const loadTimeline = detail('timeline', (doc) => doc, { depth: 1 })
export const loadJourney = detail('journeys', (doc) => doc, { depth: 1 })
export const loadQuiz = detail('quiz', (doc) => doc, { related: ['products', 'sessions'] })
export const loadQuizzCognacProfile = detail('quizzcognacprofile', (doc) => doc, {
  related: ['products', 'cocktails'],
})
export const loadQuizzJourneys = detail('quizzjourneys', (doc) => doc, {
  related: ['products', 'journeys'],
})

export interface SessionView {
  session: Session
  /** The session's available episodes in viewing order; empty for an exclusive session. */
  episodes: Episode[]
}

export const loadSession = detail(
  'sessions',
  (doc): SessionView => ({
    session: open<Session>('sessions')(doc),
    episodes: isExclusive(doc) ? [] : availableDocs(doc.episodes),
  }),
  { related: ['episodes'] },
)

export interface EpisodeView {
  episode: Episode
  session: Session | null
  /** The session's available episodes in order, for the previous and next links. */
  siblings: { title: string; slug: string; number: number }[]
  /** The episode belongs to a members-only session: the page shows its teaser. */
  exclusive: boolean
}

export const loadEpisode = detail(
  'episodes',
  (doc): EpisodeView => {
    const session = populated(doc.session)
    const exclusive = session ? isExclusive(session) : false
    const siblings = session
      ? availableDocs(session.episodes).flatMap((e, i) =>
          e.slug ? [{ title: e.title, slug: e.slug, number: e.number ?? i + 1 }] : [],
        )
      : []
    // The video and the questions are the episode itself: members only in an exclusive session.
    const episode: Episode = exclusive ? { ...doc, video_url: '', quiz: [], session: null } : doc
    return {
      episode,
      session: session ? publicView('sessions', { ...session }) : null,
      siblings: exclusive ? [] : siblings,
      exclusive,
    }
  },
  { related: ['sessions'] },
)

/** The collections a tag page lists, in this order. */
const TAGGED = ['articles', 'videos', 'shows', 'news', 'podcasts'] as const

export interface TagView {
  tag: Tag
  items: CardSource[]
}

const loadTagDoc = detail('tags', (doc) => doc, { depth: 0 })

export const loadTag = cache(async (locale: LocaleCode, slug: string): Promise<TagView | null> => {
  const tag = await loadTagDoc(locale, slug)
  if (!tag) return null
  const lists = await Promise.all(
    TAGGED.map((collection) =>
      listCards(collection, locale, { where: { tags: { in: [tag.id] } }, sort: '-date' }),
    ),
  )
  return { tag, items: lists.flat() }
})

import type { CollectionSlug } from 'payload'
import type { ContentTypeSegment } from './parse-route'

/**
 * URL type segment of a detail page → the CMS collection that holds its documents. Checked at
 * compile time against both the segment list and the CMS's collection slugs.
 */
export const DETAIL_COLLECTIONS = {
  collection: 'products',
  cocktails: 'cocktails',
  'food-recipes': 'food-recipes',
  articles: 'articles',
  videos: 'videos',
  shows: 'shows',
  timeline: 'timeline',
  journeys: 'journeys',
  quizzjourneys: 'quizzjourneys',
  quizzcognacprofile: 'quizzcognacprofile',
  quiz: 'quiz',
  sessions: 'sessions',
  episodes: 'episodes',
  tag: 'tags',
  'event-finder': 'events',
} as const satisfies Record<ContentTypeSegment, CollectionSlug>

export type DetailCollection = (typeof DETAIL_COLLECTIONS)[ContentTypeSegment]

const segmentByCollection = new Map<string, ContentTypeSegment>(
  Object.entries(DETAIL_COLLECTIONS).map(([segment, slug]) => [
    slug,
    segment as ContentTypeSegment,
  ]),
)

/** The URL segment of a collection's detail pages, or null for collections without them. */
export function detailSegmentOf(collection: string): ContentTypeSegment | null {
  return segmentByCollection.get(collection) ?? null
}

import type { CollectionSlug } from 'payload'

/**
 * The one table of content types (SPEC §2.1): the URL type segment of a detail page
 * (`/{locale}/{segment}/{slug}/`) → the CMS collection that holds its documents. The segment list,
 * the segment type and the collection map all derive from it; the detail page registry
 * (src/content-types/registry.ts) is typed over its segments, so a new row does not compile until
 * it has a loader and a component. Pure.
 */
const CONTENT_TYPE_TABLE = {
  collection: { collection: 'products' },
  cocktails: { collection: 'cocktails' },
  'food-recipes': { collection: 'food-recipes' },
  articles: { collection: 'articles' },
  videos: { collection: 'videos' },
  shows: { collection: 'shows' },
  timeline: { collection: 'timeline' },
  journeys: { collection: 'journeys' },
  quizzjourneys: { collection: 'quizzjourneys' },
  quizzcognacprofile: { collection: 'quizzcognacprofile' },
  quiz: { collection: 'quiz' },
  sessions: { collection: 'sessions' },
  episodes: { collection: 'episodes' },
  tag: { collection: 'tags' },
  'event-finder': { collection: 'events' },
} as const satisfies Record<string, { collection: CollectionSlug }>

type Table = typeof CONTENT_TYPE_TABLE

export type ContentTypeSegment = keyof Table

/** The segments in the table's order (the redirects' type options list them in it). */
export const CONTENT_TYPE_SEGMENTS = Object.keys(
  CONTENT_TYPE_TABLE,
) as readonly ContentTypeSegment[]

/** Segment → CMS collection of its documents. */
export const DETAIL_COLLECTIONS = Object.fromEntries(
  CONTENT_TYPE_SEGMENTS.map((segment) => [segment, CONTENT_TYPE_TABLE[segment].collection]),
) as { readonly [S in ContentTypeSegment]: Table[S]['collection'] }

export type DetailCollection = Table[ContentTypeSegment]['collection']

export function isContentTypeSegment(s: string | undefined): s is ContentTypeSegment {
  return s !== undefined && Object.hasOwn(CONTENT_TYPE_TABLE, s)
}

const segmentByCollection = new Map<string, ContentTypeSegment>(
  CONTENT_TYPE_SEGMENTS.map((segment) => [CONTENT_TYPE_TABLE[segment].collection, segment]),
)

/** The URL segment of a collection's detail pages, or null for collections without them. */
export function detailSegmentOf(collection: string): ContentTypeSegment | null {
  return segmentByCollection.get(collection) ?? null
}

/**
 * What a URL below its locale asks for, before any data is read. Pure.
 * `/{type}/{slug}/` is a detail page when `type` is one of the content-type segments; everything
 * else is a page path (nested pages included).
 */
export const CONTENT_TYPE_SEGMENTS = [
  'collection',
  'cocktails',
  'food-recipes',
  'articles',
  'videos',
  'shows',
  'timeline',
  'journeys',
  'quizzjourneys',
  'quizzcognacprofile',
  'quiz',
  'sessions',
  'episodes',
  'tag',
  'event-finder',
] as const
export type ContentTypeSegment = (typeof CONTENT_TYPE_SEGMENTS)[number]

export type ParsedRoute =
  | { kind: 'page'; path: string }
  | { kind: 'detail'; type: ContentTypeSegment; slug: string }

const SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u

export function isContentTypeSegment(s: string | undefined): s is ContentTypeSegment {
  return (CONTENT_TYPE_SEGMENTS as readonly string[]).includes(s ?? '')
}

/** Null when the segments cannot name anything on the site (so the answer is a 404). */
export function parseRoute(rawSegments: readonly string[]): ParsedRoute | null {
  let segments: string[]
  try {
    segments = rawSegments.map((s) => decodeURIComponent(s))
  } catch {
    return null
  }
  if (!segments.every((s) => SEGMENT.test(s))) return null
  const [first, second] = segments
  if (isContentTypeSegment(first) && segments.length === 2 && second) {
    return { kind: 'detail', type: first, slug: second }
  }
  return { kind: 'page', path: segments.length === 0 ? '/' : `/${segments.join('/')}/` }
}

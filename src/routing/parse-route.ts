/**
 * What a URL below its locale asks for, before any data is read. Pure.
 * `/{type}/{slug}/` is a detail page when `type` is one of the content-type segments; everything
 * else is a page path (nested pages included).
 */
import { type ContentTypeSegment, isContentTypeSegment } from './content-types'

export type ParsedRoute =
  | { kind: 'page'; path: string }
  | { kind: 'detail'; type: ContentTypeSegment; slug: string }

const SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u

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

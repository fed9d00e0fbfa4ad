import type { ContentTypeSegment } from './content-types'
import { parseRoute } from './parse-route'

/**
 * First path segments a page may not take, with what owns them. `account` is the member-account
 * area (`/{locale}/account/{page}/`, its own route); `api`, `admin` and `_next` are the site's
 * locale-less roots (REST API, admin, Next.js assets), refused below the locale too so that a
 * path never looks like one of them. Pure.
 */
export const RESERVED_FIRST_SEGMENTS = {
  account: 'member account pages',
  'visit-booking': 'visit booking cancellation page',
  'event-registration': 'event registration cancellation page',
  api: 'API',
  admin: 'CMS admin',
  _next: 'Next.js assets',
} as const satisfies Record<string, string>
export type ReservedSegment = keyof typeof RESERVED_FIRST_SEGMENTS

/** Why a page path (below its locale, e.g. `/la-maison/history/`) cannot be a page's, if so. */
export type PagePathConflict =
  | { kind: 'reserved'; segment: ReservedSegment; owner: string }
  | { kind: 'detail'; type: ContentTypeSegment; slug: string }

function isReservedSegment(s: string | undefined): s is ReservedSegment {
  return s !== undefined && Object.hasOwn(RESERVED_FIRST_SEGMENTS, s)
}

/**
 * Null when a page at `path` would be shown at that address; otherwise what takes the address
 * instead: a reserved root (account, api, admin, _next) or a content type's detail route
 * (`/cocktails/{slug}/` is always a cocktail, so a page there is never reached). A page named
 * after a content type segment (`/cocktails/`) is allowed: that is its list page.
 */
export function pagePathConflict(path: string): PagePathConflict | null {
  const segments = path.split('/').filter((s) => s !== '')
  const [first] = segments
  if (isReservedSegment(first)) {
    return { kind: 'reserved', segment: first, owner: RESERVED_FIRST_SEGMENTS[first] }
  }
  const route = parseRoute(segments)
  if (route?.kind === 'detail') return { kind: 'detail', type: route.type, slug: route.slug }
  return null
}

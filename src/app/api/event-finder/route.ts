import { z } from 'zod'
import { searchEvents } from '@/content/event-finder'
import { locateWorldCity } from '@/content/world-cities'
import { getLocale, isLocale, type LocaleCode } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import {
  EVENT_CATEGORIES,
  EVENT_FINDER_DEFAULT_DISTANCE_KM,
  isDistanceKm,
  parseFromDate,
} from '@/rules/event-finder'
import { isLatitude, isLongitude, type Point, parseDecimal } from '@/rules/geo'
import { endpoint, HttpRefusal } from '@/server/http/endpoint'
import { queryParams } from '@/server/http/query'

export const dynamic = 'force-dynamic'

/** The longest city searched for (the store locator's limit). */
const MAX_PLACE_CHARS = 100

/** Each refusal's code and its translated message (the shared ones are the store locator's). */
const PROBLEMS = {
  unknownLocale: 'storeLocator.error.unknownLocale',
  invalidLat: 'storeLocator.error.invalidLat',
  invalidLng: 'storeLocator.error.invalidLng',
  invalidDistance: 'eventFinder.error.invalidDistance',
  invalidFrom: 'eventFinder.error.invalidFrom',
  unknownCategory: 'eventFinder.error.unknownCategory',
  invalidPlace: 'storeLocator.error.invalidPlace',
  missingLocation: 'eventFinder.error.missingLocation',
  ambiguousLocation: 'storeLocator.error.ambiguousLocation',
} as const satisfies Record<string, StringKey>
type Problem = keyof typeof PROBLEMS

/** A decimal parameter (src/rules/geo.ts: no exponent, hex or Infinity) within a rule. */
const decimal = (valid: (n: number) => boolean) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined
      const value = parseDecimal(text)
      if (value === null || !valid(value)) {
        ctx.addIssue({ code: 'custom', message: 'invalid' })
        return z.NEVER
      }
      return value
    })

/** The query, checked in this order: the first field that fails names the refusal. */
const querySchema = z.object({
  locale: z.string().refine(isLocale),
  lat: decimal(isLatitude),
  lng: decimal(isLongitude),
  distance: decimal(isDistanceKm),
  from: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined
      const ms = parseFromDate(text)
      if (ms === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid' })
        return z.NEVER
      }
      return ms
    }),
  category: z.enum(EVENT_CATEGORIES).optional(),
  q: z.string().trim().max(MAX_PLACE_CHARS).optional(),
})

const FIELD_PROBLEMS: Record<keyof z.input<typeof querySchema>, Problem> = {
  locale: 'unknownLocale',
  lat: 'invalidLat',
  lng: 'invalidLng',
  distance: 'invalidDistance',
  from: 'invalidFrom',
  category: 'unknownCategory',
  q: 'invalidPlace',
}

/** A 400 `{ ok: false, error, message }`, worded in the request's language. */
function refuse(problem: Problem): never {
  throw new HttpRefusal(400, problem, PROBLEMS[problem])
}

/**
 * Event finder (issue 13; SPEC §7 `{brand}/v2/events` with lat, long, distance):
 * `GET /api/event-finder/?locale=fr-fr&lat=48.857&lng=2.352&distance=100[&from=2026-12-01]
 * [&category=tasting]` → `{ items, total }`: the upcoming events of the locale's market within
 * `distance` km (default 100), nearest first, then soonest. Also `q=` (a city of the market's
 * country) instead of lat and lng, as the store locator takes it; a city found nowhere answers no
 * items. Bad input is a translated 400, never a 500; an empty parameter counts as absent.
 */
export const GET = endpoint(
  async ({ request }) => {
    const param = queryParams(request)
    const parsed = querySchema.safeParse({
      locale: param('locale') ?? '',
      lat: param('lat'),
      lng: param('lng'),
      distance: param('distance'),
      from: param('from'),
      category: param('category'),
      q: param('q'),
    })
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] as keyof typeof FIELD_PROBLEMS | undefined
      refuse(field ? FIELD_PROBLEMS[field] : 'missingLocation')
    }
    const { lat, lng, distance, from, category, q } = parsed.data
    const locale = parsed.data.locale as LocaleCode
    const hasPoint = lat !== undefined || lng !== undefined
    if (hasPoint && q) refuse('ambiguousLocation')
    if (lat === undefined && lng !== undefined) refuse('invalidLat')
    if (lng === undefined && lat !== undefined) refuse('invalidLng')
    if (!hasPoint && !q) refuse('missingLocation')

    const point: Point | null =
      lat !== undefined && lng !== undefined
        ? { lat, lng }
        : locateWorldCity(q ?? '', getLocale(locale).country)
    const answer = point
      ? await searchEvents(locale, {
          point,
          distanceKm: distance ?? EVENT_FINDER_DEFAULT_DISTANCE_KM,
          from: from ?? Date.now(),
          category,
        })
      : { items: [], total: 0 }
    return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=60' } })
  },
  { limit: 'eventFinder' },
)

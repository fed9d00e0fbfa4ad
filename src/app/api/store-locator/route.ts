import { OUTLET_KINDS } from '@/cms/collections/catalog/Outlets'
import { storeLocatorMarket } from '@/content/store-locator'
import { locateWorldCity } from '@/content/world-cities'
import { getLocale, isLocale } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import {
  isLimit,
  isRadiusKm,
  LOCATOR_DEFAULT_LIMIT,
  LOCATOR_DEFAULT_RADIUS_KM,
  type Point,
  parseDecimal,
  parseWhole,
} from '@/rules/geo'
import { endpoint, HttpRefusal } from '@/server/http/endpoint'
import { queryParams, readPosition } from '@/server/http/query'

export const dynamic = 'force-dynamic'

/** The longest city or postcode searched for. */
const MAX_PLACE_CHARS = 100

type Problem =
  | 'unknownLocale'
  | 'invalidLat'
  | 'invalidLng'
  | 'invalidRadius'
  | 'invalidLimit'
  | 'unknownKind'
  | 'unknownProduct'
  | 'missingLocation'
  | 'ambiguousLocation'
  | 'invalidPlace'

/** A 400 `{ ok: false, error, message }`, worded in the request's language. */
function refuse(problem: Problem): never {
  throw new HttpRefusal(400, problem, `storeLocator.error.${problem}` as StringKey)
}

const KINDS: ReadonlySet<string> = new Set(OUTLET_KINDS)

/**
 * Store locator (issue 13): `GET /api/store-locator/?locale=fr-fr&lat=48.857&lng=2.352
 * [&radius=50][&limit=30][&kind=bar][&product=xo]`, or `q=` (a city or postcode of the market)
 * instead of lat and lng → `{ items, total }`: the outlets of the locale's market nearest the
 * point within `radius` km, nearest first, at most `limit`, and how many match in all. Read
 * from an in-memory spatial index (src/content/store-locator.ts), never a scan of the table.
 *
 * Bad input is a translated 400, never a 500. An empty parameter counts as absent (a form's
 * empty select). A `q` is a city or postcode of the market's outlets, or a city of the market's
 * country (src/content/world-cities.ts). A `q` that names no such place is not bad input: the
 * answer is 200 with no items, as for a point with nothing near it, so the page can say
 * "nothing found near …" the same way in both cases.
 */
export const GET = endpoint(
  async ({ request }) => {
    const param = queryParams(request)

    const locale = param('locale')
    if (!isLocale(locale)) refuse('unknownLocale')

    const position = readPosition(param)
    if (typeof position === 'string') refuse(position)
    const { lat, lng } = position

    const radiusText = param('radius')
    const radiusKm = radiusText === undefined ? LOCATOR_DEFAULT_RADIUS_KM : parseDecimal(radiusText)
    if (radiusKm === null || !isRadiusKm(radiusKm)) refuse('invalidRadius')

    const limitText = param('limit')
    const limit = limitText === undefined ? LOCATOR_DEFAULT_LIMIT : parseWhole(limitText)
    if (limit === null || !isLimit(limit)) refuse('invalidLimit')

    const kind = param('kind')
    if (kind !== undefined && !KINDS.has(kind)) refuse('unknownKind')

    const q = param('q')?.trim()
    if (q !== undefined && q.length > MAX_PLACE_CHARS) refuse('invalidPlace')
    const hasPoint = lat !== undefined || lng !== undefined
    if (hasPoint && q !== undefined) refuse('ambiguousLocation')
    if (lat === undefined && lng !== undefined) refuse('invalidLat')
    if (lng === undefined && lat !== undefined) refuse('invalidLng')
    if (!hasPoint && q === undefined) refuse('missingLocation')

    const market = await storeLocatorMarket(locale)
    const product = param('product')
    if (product !== undefined && market.productId(product) === undefined) refuse('unknownProduct')

    // A place of the market's outlets first, else a city of the market's country (any country
    // for the international locale) from the world cities dataset.
    const point: Point | null =
      lat !== undefined && lng !== undefined
        ? { lat, lng }
        : (market.locate(q ?? '') ?? locateWorldCity(q ?? '', getLocale(locale).country))
    const answer = point
      ? market.nearest({ point, radiusKm, limit, kind, product })
      : { items: [], total: 0 }
    return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=60' } })
  },
  { limit: 'storeLocator' },
)

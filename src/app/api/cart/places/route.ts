import { cartLocale } from '@/commerce/cart/cart-locale'
import { usPlaces } from '@/commerce/cart/us-places.server'
import { suggestPlaces } from '@/commerce/rules/places'
import { endpoint } from '@/server/http/endpoint'
import { queryParams } from '@/server/http/query'

export const dynamic = 'force-dynamic'

/**
 * The address typeahead (issue 14): `GET /api/cart/places/?locale=en-us&q=787` → `{ places }`,
 * at most 8 ZIP codes or cities of the bundled US dataset. Only for locales with the cart
 * capability (else a translated 400); a query too short or too long simply finds nothing.
 */
export const GET = endpoint(
  async ({ request }) => {
    const param = queryParams(request)
    cartLocale(param('locale'))
    const q = (param('q') ?? '').slice(0, 80)
    const places = suggestPlaces(await usPlaces(), q)
    return Response.json({ places }, { headers: { 'Cache-Control': 'public, max-age=3600' } })
  },
  { limit: 'cart' },
)

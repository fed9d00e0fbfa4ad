import { adapterFor } from '@/commerce/adapters'
import { cartLocale } from '@/commerce/cart/cart-locale'
import { usPlaces } from '@/commerce/cart/us-places.server'
import { FULFILMENT_METHODS, type FulfilmentMethod } from '@/commerce/rules/cart'
import { fulfilmentOptions } from '@/commerce/rules/fulfilment'
import { placeOfZip } from '@/commerce/rules/places'
import { US_RETAILERS } from '@/commerce/us-retailers'
import { cmsOffers } from '@/content/offers'
import { isGroupingId } from '@/rules/offers'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'
import { queryParams } from '@/server/http/query'

export const dynamic = 'force-dynamic'

/**
 * Who can fulfil a product at a ZIP code by a method (issue 14, SPEC §7 delivery-fulfilment):
 * `GET /api/cart/fulfilment/?locale=en-us&product=SOL-XO-70&zip=10001&method=delivery` →
 * `{ place, coverage, options }`. A ZIP outside the dataset (territories, typos) is a translated
 * 400 `outsideCoverage`; an unknown product a 404; a state without home delivery answers 200 with
 * `coverage: "noHomeDelivery"` and no options, so the block can suggest pickup.
 */
export const GET = endpoint(
  async ({ request }) => {
    const param = queryParams(request)
    const locale = cartLocale(param('locale'))
    const method = param('method') as FulfilmentMethod | undefined
    if (!method || !FULFILMENT_METHODS.includes(method)) {
      throw new HttpRefusal(400, 'badRequest', 'http.error.badRequest')
    }
    const product = param('product')?.trim() ?? ''
    if (!isGroupingId(product)) {
      throw new HttpRefusal(400, 'unknownProduct', 'cart.error.unknownProduct')
    }
    const place = placeOfZip(await usPlaces(), param('zip')?.trim() ?? '')
    if (!place) throw new HttpRefusal(400, 'outsideCoverage', 'cart.error.outsideCoverage')
    // The offers the click-to-buy modal shows: the CMS's unless a widget serves the market.
    const answer = await adapterFor(locale).offersFor({ groupingId: product, locale })
    const offers =
      answer.source === 'offers' ? answer.offers : (await cmsOffers(product, locale)).offers
    if (answer.productName === null) {
      throw new HttpRefusal(404, 'unknownProduct', 'cart.error.unknownProduct')
    }
    const { coverage, options } = fulfilmentOptions({
      place,
      method,
      offers,
      profiles: US_RETAILERS,
    })
    return Response.json(
      { place, productName: answer.productName, coverage, options },
      { headers: NO_STORE },
    )
  },
  { limit: 'cart' },
)

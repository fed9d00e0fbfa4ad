import { adapterFor } from '@/commerce/adapters'
import { isLocale } from '@/i18n/locales'
import { isGroupingId } from '@/rules/offers'
import { endpoint, HttpRefusal } from '@/server/http/endpoint'
import { queryParams } from '@/server/http/query'

export const dynamic = 'force-dynamic'

/**
 * Click-to-buy offers (issue 14): `GET /api/offers/?locale=fr-fr&product=SOL-XO-70` → what the
 * ctb_modal shows for that product (grouping id) in the locale's market: the CMS offers, sorted,
 * or the external widget's init where that adapter serves the market (src/commerce). A product
 * that is unknown or not offered in the locale is not bad input: 200 with no offers, so the modal
 * shows its empty state. A missing or malformed parameter is a translated 400.
 */
export const GET = endpoint(
  async ({ request }) => {
    const param = queryParams(request)
    const locale = param('locale')
    if (!isLocale(locale)) throw new HttpRefusal(400, 'unknownLocale', 'ctb.error.unknownLocale')
    const product = param('product')?.trim()
    if (!isGroupingId(product)) {
      throw new HttpRefusal(400, 'invalidProduct', 'ctb.error.invalidProduct')
    }
    const answer = await adapterFor(locale).offersFor({ groupingId: product, locale })
    return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=60' } })
  },
  { limit: 'offers' },
)

import { getPayloadClient } from '@/content/payload'
import { isLocale } from '@/i18n/locales'
import type { Visit } from '@/payload-types'
import { isBookable } from '@/rules/visit-booking'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'
import { slotView, upcomingSlots } from '@/visits/server/bookings'

export const dynamic = 'force-dynamic'

/**
 * The bookable slots of a visit, for the Booking page: `GET /api/visit-bookings/slots/?visit=
 * cellar-tour&locale=fr-fr` → `{ visit: { key, title }, slots: [{ id, start, language, capacity,
 * placesLeft, price, currency }] }`, soonest first, full ones included (shown as full). Read
 * fresh (places change with every booking): never cached. Unknown locale: 400; a visit not
 * offered in the locale: 404.
 */
export const GET = endpoint(async ({ request }) => {
  const params = new URL(request.url).searchParams
  const locale = params.get('locale')
  if (!isLocale(locale))
    throw new HttpRefusal(400, 'unknownLocale', 'visitBooking.error.unknownLocale')
  const key = params.get('visit') ?? ''
  if (!/^[a-z0-9-]{1,80}$/.test(key)) throw new HttpRefusal(404, 'notFound', 'http.error.notFound')
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'visits',
    locale,
    fallbackLocale: false,
    where: { key: { equals: key }, available: { equals: true } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const visit = docs[0] as Visit | undefined
  if (!visit) throw new HttpRefusal(404, 'notFound', 'http.error.notFound')
  const now = new Date()
  const slots = (await upcomingSlots(payload, visit.id, now))
    .filter((s) => isBookable(s.start, now))
    .map(slotView)
  return Response.json(
    { visit: { key: visit.key, title: visit.title }, slots },
    { headers: NO_STORE },
  )
})

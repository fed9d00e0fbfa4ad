import { getPayloadClient } from '@/content/payload'
import { registrableEvent } from '@/events/server/registrations'
import { isLocale } from '@/i18n/locales'
import { placesLeft } from '@/rules/event-registration'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

/**
 * The places left of an event, for its page's registration form (the page itself is cached):
 * `GET /api/event-registrations/places/?event=12&locale=fr-fr` → `{ event, open: true,
 * placesLeft }` (`placesLeft` null: not limited). Read fresh, never cached. Unknown locale: 400;
 * an event that does not take registrations here (unknown, past, external form): 404.
 */
export const GET = endpoint(
  async ({ request }) => {
    const params = new URL(request.url).searchParams
    const locale = params.get('locale')
    if (!isLocale(locale)) {
      throw new HttpRefusal(400, 'unknownLocale', 'eventRegistration.error.unknownLocale')
    }
    const id = Number(params.get('event'))
    const event = Number.isSafeInteger(id)
      ? await registrableEvent(await getPayloadClient(), id, locale)
      : null
    if (!event) throw new HttpRefusal(404, 'notFound', 'eventRegistration.error.unknownEvent')
    return Response.json(
      { event: event.id, open: true, placesLeft: placesLeft(event) },
      { headers: NO_STORE },
    )
  },
  { limit: 'eventFinder' },
)

import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { z } from 'zod'
import { publicOrigin } from '@/account/rules/public-origin'
import { recordActivity, updateLevel } from '@/account/server/progress'
import { memberOfRequest } from '@/account/server/session'
import { getPayloadClient } from '@/content/payload'
import { siteTranslator } from '@/content/site-translator'
import {
  registrationCancelLink,
  registrationWhen,
  sendRegistrationEmail,
} from '@/events/server/email'
import { registerForEvent } from '@/events/server/registrations'
import { isLocale } from '@/i18n/locales'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'
import { guardRest } from '@/server/http/payload-rest-guard'

export const dynamic = 'force-dynamic'

const schema = z.object({
  event: z.number().int(),
  name: z.string().max(200),
  email: z.string().max(254),
  partySize: z.number().int().min(-1000).max(1000),
  consent: z.boolean(),
  locale: z.string().max(10),
})

const errorCode = (key: string) => key.slice(key.lastIndexOf('.') + 1)

/**
 * Event registration (issue 13): `POST /api/event-registrations/` with `{ event, name, email,
 * partySize, consent, locale, altcha }` →
 * - 201 `{ ok: true, registration }`, and the confirmation email (an .ics and a cancellation
 *   link on SITE_URL) is sent; a signed-in member gets it in their activities;
 * - 400 `{ ok: false, error: 'invalid', message, fields, fieldCodes }` (translated field errors:
 *   name and email SPEC §5, party size 1 to 6, consent), or the shared layer's 400s;
 * - 404 `{ error: 'unknownEvent' }`: no such event in the locale, past, or registering elsewhere;
 * - 409 `{ error: 'full', message, placesLeft }`: fewer places left than asked.
 * Never a 500 for bad input. Places are taken by one conditional UPDATE (no overbooking).
 */
export const POST = endpoint(
  async ({ request, json, scope }) => {
    const body = await json(schema)
    const locale = body.locale
    if (!isLocale(locale)) {
      throw new HttpRefusal(400, 'unknownLocale', 'eventRegistration.error.unknownLocale')
    }
    const payload = await getPayloadClient()
    const t = await siteTranslator(locale)
    const member = await memberOfRequest(payload, request)
    const outcome = await registerForEvent(
      payload,
      { ...body, locale },
      { member, consentText: t('eventRegistration.field.consent') },
    )
    if (!outcome.ok) {
      if (outcome.status === 400) {
        const given = Object.entries(outcome.fields) as [string, string][]
        return Response.json(
          {
            ok: false,
            error: outcome.error,
            message: scope.t('eventRegistration.error.invalid'),
            fields: Object.fromEntries(given.map(([f, k]) => [f, scope.t(k as never)])),
            fieldCodes: Object.fromEntries(given.map(([f, k]) => [f, errorCode(k)])),
          },
          { status: 400, headers: NO_STORE },
        )
      }
      if (outcome.status === 409) {
        return Response.json(
          {
            ok: false,
            error: outcome.error,
            message: scope.t('eventRegistration.error.full', { n: outcome.placesLeft }),
            placesLeft: outcome.placesLeft,
          },
          { status: 409, headers: NO_STORE },
        )
      }
      return Response.json(
        {
          ok: false,
          error: outcome.error,
          message: scope.t('eventRegistration.error.unknownEvent'),
        },
        { status: 404, headers: NO_STORE },
      )
    }
    const { registration, token } = outcome
    const origin = publicOrigin()
    if (origin) {
      await sendRegistrationEmail(
        payload,
        registration,
        registrationCancelLink(origin.base, locale, token),
      )
    } else {
      payload.logger.error({ msg: 'event registration: SITE_URL not set, no confirmation email' })
    }
    if (member) {
      await recordActivity(payload, member.id, {
        type: 'event_registered',
        label: `${registration.event.title}, ${registrationWhen(registration, locale)}`,
      })
      // A booking earns points (docs/decisions.md "Member levels move").
      await updateLevel(payload, member.id)
    }
    return Response.json({ ok: true, registration }, { status: 201, headers: NO_STORE })
  },
  {
    captcha: true,
    limit: 'eventRegistration',
    maxBytes: 8 * 1024,
    invalid: () => new HttpRefusal(400, 'invalid', 'eventRegistration.error.invalid'),
  },
)

// This route shadows Payload's REST list of the collection at the same path: editors' reads
// (the admin, GET /api/event-registrations/?where=…) go on to Payload, under its access rules.
const rest = guardRest(REST_GET(config))
export function GET(request: Request) {
  return rest(request, { params: Promise.resolve({ slug: ['event-registrations'] }) })
}

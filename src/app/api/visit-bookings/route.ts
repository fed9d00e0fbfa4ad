import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { z } from 'zod'
import { publicOrigin } from '@/account/rules/public-origin'
import { recordActivity, updateLevel } from '@/account/server/progress'
import { memberOfRequest } from '@/account/server/session'
import { getPayloadClient } from '@/content/payload'
import { getSiteOptions } from '@/content/site'
import { siteTranslator } from '@/content/site-translator'
import { isLocale } from '@/i18n/locales'
import { DEFAULT_MINIMUM_AGE } from '@/rules/date-of-birth'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'
import { guardRest } from '@/server/http/payload-rest-guard'
import { bookVisit } from '@/visits/server/bookings'
import { cancelLink, formatVisitDate, sendConfirmation } from '@/visits/server/email'

export const dynamic = 'force-dynamic'

const schema = z.object({
  slot: z.number().int(),
  name: z.string().max(200),
  email: z.string().max(254),
  phone: z.string().max(40).default(''),
  dateOfBirth: z.object({
    day: z.number().int().nullable(),
    month: z.number().int().nullable(),
    year: z.number().int().nullable(),
  }),
  partySize: z.number().int().min(-1000).max(1000),
  consent: z.boolean(),
  locale: z.string().max(10),
})

const errorCode = (key: string) => key.slice(key.lastIndexOf('.') + 1)

/**
 * Visit booking (issue 13): `POST /api/visit-bookings/` with `{ slot, name, email, phone?,
 * dateOfBirth: { day, month, year }, partySize, consent, locale, altcha }` →
 * - 201 `{ ok: true, booking }`, and the confirmation email (with an .ics and a cancellation
 *   link on SITE_URL) is sent; a signed-in member gets the booking in their activities;
 * - 400 `{ ok: false, error: 'invalid', message, fields, fieldCodes }` with translated field
 *   errors (SPEC §5 rules, the market's minimum age, party size, consent), or the shared
 *   layer's 400s (body not JSON or not of the schema, captcha missing or used);
 * - 404 `{ error: 'unknownSlot' }` for a slot that does not exist (or its visit is not offered
 *   in the locale);
 * - 409 `{ error: 'full' | 'closed', message, nextSlots }`: the slot has fewer places than asked
 *   (or bookings for it closed), with the next slots that have room.
 * Never a 500 for bad input. Places are taken by one conditional UPDATE (no overbooking).
 */
export const POST = endpoint(
  async ({ request, json, scope }) => {
    const body = await json(schema)
    const locale = body.locale
    if (!isLocale(locale)) {
      throw new HttpRefusal(400, 'unknownLocale', 'visitBooking.error.unknownLocale')
    }
    const payload = await getPayloadClient()
    const options = await getSiteOptions(locale)
    const t = await siteTranslator(locale)
    const member = await memberOfRequest(payload, request)
    const outcome = await bookVisit(
      payload,
      { ...body, locale },
      {
        minimumAge: options.age_gate?.minimum_age ?? DEFAULT_MINIMUM_AGE,
        member,
        consentText: t('visitBooking.field.consent'),
      },
    )
    if (!outcome.ok) {
      const message = scope.t(`visitBooking.error.${outcome.error}`)
      if (outcome.status === 400) {
        const given = Object.entries(outcome.fields) as [string, string][]
        return Response.json(
          {
            ok: false,
            error: outcome.error,
            message,
            fields: Object.fromEntries(given.map(([f, k]) => [f, scope.t(k as never)])),
            fieldCodes: Object.fromEntries(given.map(([f, k]) => [f, errorCode(k)])),
          },
          { status: 400, headers: NO_STORE },
        )
      }
      const extra = outcome.status === 409 ? { nextSlots: outcome.nextSlots } : {}
      return Response.json(
        { ok: false, error: outcome.error, message, ...extra },
        { status: outcome.status, headers: NO_STORE },
      )
    }
    const { booking, token } = outcome
    const origin = publicOrigin()
    if (origin) {
      await sendConfirmation(payload, booking, cancelLink(origin.base, locale, token))
    } else {
      payload.logger.error({ msg: 'visit booking: SITE_URL not set, no confirmation email sent' })
    }
    if (member) {
      await recordActivity(payload, member.id, {
        type: 'visit_booked',
        label: `${booking.visit.title}, ${formatVisitDate(booking.slot.start, locale)}`,
      })
      // A booking earns points (docs/decisions.md "Member levels move").
      await updateLevel(payload, member.id)
    }
    return Response.json({ ok: true, booking }, { status: 201, headers: NO_STORE })
  },
  {
    captcha: true,
    limit: 'visitBooking',
    maxBytes: 8 * 1024,
    invalid: () => new HttpRefusal(400, 'invalid', 'visitBooking.error.invalid'),
  },
)

// This route shadows Payload's REST list of the collection at the same path: editors' reads
// (the admin, GET /api/visit-bookings/?where=…) go on to Payload, under its access rules.
const rest = guardRest(REST_GET(config))
export function GET(request: Request) {
  return rest(request, { params: Promise.resolve({ slug: ['visit-bookings'] }) })
}

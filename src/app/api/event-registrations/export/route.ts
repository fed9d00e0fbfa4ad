import type { Event, EventRegistration } from '@/payload-types'
import { editorCsvRoute, oneOf, optionalId } from '@/server/http/editor-csv'

export const dynamic = 'force-dynamic'

const idOf = (v: number | { id: number }) => (typeof v === 'number' ? v : v.id)

/**
 * CSV export of event registrations for editors (issue 13, as visit bookings):
 * `GET /api/event-registrations/export/?event=<id>` for one event, without `event` every event
 * from today on; `&status=confirmed` leaves out cancelled ones. Signed-in CMS editors only.
 */
export const GET = editorCsvRoute(async ({ payload, params }) => {
  const eventId = optionalId(params.get('event'))
  const status = oneOf(params.get('status'), ['confirmed', 'cancelled'] as const)
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  const events = (
    await payload.find({
      collection: 'events',
      where: eventId
        ? { id: { equals: eventId } }
        : { start: { greater_than_equal: today.toISOString() } },
      sort: 'start',
      pagination: false,
      depth: 0,
      locale: 'en-ww',
      fallbackLocale: false,
      overrideAccess: true,
    })
  ).docs as Event[]
  const byId = new Map(events.map((e) => [e.id, e]))
  const registrations = events.length
    ? ((
        await payload.find({
          collection: 'event-registrations',
          where: {
            event: { in: events.map((e) => e.id) },
            ...(status ? { status: { equals: status } } : {}),
          },
          sort: 'createdAt',
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs as EventRegistration[])
    : []
  registrations.sort(
    (a, b) =>
      Date.parse(byId.get(idOf(a.event))?.start ?? '') -
        Date.parse(byId.get(idOf(b.event))?.start ?? '') || a.id - b.id,
  )
  return {
    filename: eventId ? `event-registrations-event-${eventId}.csv` : 'event-registrations.csv',
    header: [
      'event_id',
      'event_start_utc',
      'event',
      'city',
      'registration_id',
      'status',
      'name',
      'email',
      'party_size',
      'locale',
      'registered_at_utc',
      'cancelled_at_utc',
    ],
    rows: registrations.map((r) => {
      const event = byId.get(idOf(r.event))
      return [
        event?.id,
        event?.start,
        event?.title ?? '',
        event?.city ?? '',
        r.id,
        r.status,
        r.name,
        r.email,
        r.party_size,
        r.locale,
        r.createdAt,
        r.cancelled_at ?? '',
      ]
    }),
  }
})

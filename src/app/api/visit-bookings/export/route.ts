import type { Visit, VisitBooking, VisitSlot } from '@/payload-types'
import { editorCsvRoute, oneOf, optionalId } from '@/server/http/editor-csv'

export const dynamic = 'force-dynamic'

const HEADER = [
  'slot_id',
  'slot_start_utc',
  'visit',
  'language',
  'booking_id',
  'status',
  'name',
  'email',
  'phone',
  'party_size',
  'date_of_birth',
  'locale',
  'booked_at_utc',
  'cancelled_at_utc',
]

const idOf = (v: number | { id: number }) => (typeof v === 'number' ? v : v.id)

/**
 * CSV export of visit bookings for editors (issue 13: "editors see bookings per slot and can
 * export them"): `GET /api/visit-bookings/export/?slot=<id>` for one slot, without `slot` every
 * slot from today on; `&status=confirmed` leaves out cancelled ones. Only a signed-in CMS editor
 * (the admin's cookie or an `Authorization: JWT` header): 401 otherwise, 403 for a member.
 */
export const GET = editorCsvRoute(async ({ payload, params }) => {
  const slotId = optionalId(params.get('slot'))
  const status = oneOf(params.get('status'), ['confirmed', 'cancelled'] as const)
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  const slots = (
    await payload.find({
      collection: 'visit-slots',
      where: slotId
        ? { id: { equals: slotId } }
        : { start: { greater_than_equal: today.toISOString() } },
      sort: 'start',
      pagination: false,
      depth: 1,
      overrideAccess: true,
    })
  ).docs as VisitSlot[]
  const bySlot = new Map(slots.map((s) => [s.id, s]))
  const bookings = slots.length
    ? ((
        await payload.find({
          collection: 'visit-bookings',
          where: {
            slot: { in: slots.map((s) => s.id) },
            ...(status ? { status: { equals: status } } : {}),
          },
          sort: 'createdAt',
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs as VisitBooking[])
    : []
  bookings.sort(
    (a, b) =>
      Date.parse(bySlot.get(idOf(a.slot))?.start ?? '') -
        Date.parse(bySlot.get(idOf(b.slot))?.start ?? '') || a.id - b.id,
  )
  const rows = bookings.map((b) => {
    const slot = bySlot.get(idOf(b.slot))
    const visit = slot && typeof slot.visit === 'object' ? (slot.visit as Visit) : null
    return [
      slot?.id,
      slot?.start,
      visit?.title ?? '',
      slot?.language,
      b.id,
      b.status,
      b.name,
      b.email,
      b.phone ?? '',
      b.party_size,
      b.date_of_birth,
      b.locale,
      b.createdAt,
      b.cancelled_at ?? '',
    ]
  })
  return {
    filename: slotId ? `visit-bookings-slot-${slotId}.csv` : 'visit-bookings.csv',
    header: HEADER,
    rows,
  }
})

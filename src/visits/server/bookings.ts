import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { LocaleCode } from '@/i18n/locales'
import type { Member, Visit, VisitBooking, VisitSlot } from '@/payload-types'
import { type DateOfBirthParts, dateOfBirthValue } from '@/rules/date-of-birth'
import {
  type BookingFieldErrors,
  bookingErrors,
  freePlaces,
  isBookable,
  MAX_PARTY_SIZE,
  nextFreeSlots,
} from '@/rules/visit-booking'
import { rethrowIfDatabaseUnavailable } from '@/server/http/database-unavailable'
import { markCancelled, releasePlaces, reservePlaces } from './capacity'

/**
 * Visit bookings (issue 13): book a slot, look a booking up by its cancellation token, cancel
 * it. The places are taken by one conditional UPDATE (capacity.ts), never by reading the count
 * and then inserting. On PostgreSQL the booking row and that UPDATE are one transaction (the
 * booking is inserted first, the UPDATE last, so the slot's row is locked only for a moment);
 * SQLite runs without Payload transactions (see docs/decisions.md), so there the places are
 * taken first and given back if the booking cannot be saved.
 */

export interface SlotView {
  id: number
  start: string
  language: VisitSlot['language']
  capacity: number
  placesLeft: number
  price: number
  currency: VisitSlot['currency']
}

export interface BookingView {
  id: number
  status: VisitBooking['status']
  name: string
  email: string
  partySize: number
  locale: string
  slot: SlotView
  visit: { id: number; key: string; title: string; durationMinutes: number }
}

export interface BookingInput {
  slot: number
  name: string
  email: string
  phone: string
  dateOfBirth: DateOfBirthParts
  partySize: number
  consent: boolean
  locale: LocaleCode
}

export type BookingOutcome =
  | { ok: true; booking: BookingView; token: string }
  | { ok: false; status: 400; error: 'invalid'; fields: BookingFieldErrors }
  | { ok: false; status: 404; error: 'unknownSlot' }
  | { ok: false; status: 409; error: 'full' | 'closed'; nextSlots: SlotView[] }

export function slotView(slot: VisitSlot): SlotView {
  return {
    id: slot.id,
    start: slot.start,
    language: slot.language,
    capacity: slot.capacity,
    placesLeft: freePlaces(slot),
    price: slot.price,
    currency: slot.currency,
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/** The upcoming slots of a visit, soonest first (the booking page and a full slot's answer). */
export async function upcomingSlots(
  payload: Payload,
  visitId: number,
  now: Date,
): Promise<VisitSlot[]> {
  const { docs } = await payload.find({
    collection: 'visit-slots',
    where: { visit: { equals: visitId }, start: { greater_than: now.toISOString() } },
    sort: 'start',
    limit: 500,
    depth: 0,
    overrideAccess: true,
    select: {
      visit: true,
      start: true,
      language: true,
      capacity: true,
      price: true,
      currency: true,
      booked: true,
    },
  })
  return docs as VisitSlot[]
}

async function nextSlotsInstead(
  payload: Payload,
  slot: VisitSlot,
  partySize: number,
  now: Date,
): Promise<SlotView[]> {
  const slots = await upcomingSlots(payload, idOf(slot.visit), now)
  return nextFreeSlots(slots, { now, partySize, exclude: slot.id }).map(slotView)
}

async function findSlot(payload: Payload, id: number): Promise<VisitSlot | null> {
  return (await payload.findByID({
    collection: 'visit-slots',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as VisitSlot | null
}

async function findVisit(payload: Payload, id: number, locale: LocaleCode): Promise<Visit | null> {
  return (await payload.findByID({
    collection: 'visits',
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Visit | null
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Books `input.partySize` places of a slot for a guest. `minimumAge` is the market's (site
 * options of the locale); `member` the signed-in member, if any, whom the booking is linked to.
 */
export async function bookVisit(
  payload: Payload,
  input: BookingInput,
  {
    now = new Date(),
    minimumAge,
    member = null,
    consentText,
  }: { now?: Date; minimumAge: number; member?: Member | null; consentText: string },
): Promise<BookingOutcome> {
  const slot =
    Number.isSafeInteger(input.slot) && input.slot > 0 ? await findSlot(payload, input.slot) : null
  const visit = slot ? await findVisit(payload, idOf(slot.visit), input.locale) : null
  if (!slot || !visit?.available) return { ok: false, status: 404, error: 'unknownSlot' }

  // The party is checked against the largest party here; whether the slot has room for it is
  // the conditional UPDATE's answer below (a 409 with other slots, not a field error).
  const fields = bookingErrors(input, { now, minimumAge, free: MAX_PARTY_SIZE })
  if (Object.keys(fields).length > 0) return { ok: false, status: 400, error: 'invalid', fields }
  if (!isBookable(slot.start, now)) {
    return {
      ok: false,
      status: 409,
      error: 'closed',
      nextSlots: await nextSlotsInstead(payload, slot, input.partySize, now),
    }
  }

  const dob = dateOfBirthValue(input.dateOfBirth)
  if (!dob) throw new Error('unreachable: date of birth checked above')
  const token = randomBytes(32).toString('base64url')
  const data = {
    slot: slot.id,
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone.trim() || null,
    date_of_birth: `${dob.year}-${pad(dob.month)}-${pad(dob.day)}`,
    party_size: input.partySize,
    locale: input.locale,
    status: 'confirmed' as const,
    consent_text: consentText,
    cancel_token_hash: hashToken(token),
    member: member?.id ?? null,
  }

  const transactionID = await payload.db.beginTransaction()
  let created: VisitBooking | null = null
  if (transactionID != null) {
    // PostgreSQL: insert, then take the places; both or neither.
    try {
      created = (await payload.create({
        collection: 'visit-bookings',
        data,
        depth: 0,
        overrideAccess: true,
        req: { transactionID },
      })) as VisitBooking
      if (!(await reservePlaces(payload, slot.id, input.partySize, transactionID))) created = null
      if (created) await payload.db.commitTransaction(transactionID)
      else await payload.db.rollbackTransaction(transactionID)
    } catch (error) {
      await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
      throw error
    }
  } else {
    // SQLite: take the places (one atomic statement), then save; give them back on failure.
    if (await reservePlaces(payload, slot.id, input.partySize)) {
      try {
        created = (await payload.create({
          collection: 'visit-bookings',
          data,
          depth: 0,
          overrideAccess: true,
        })) as VisitBooking
      } catch (error) {
        await releasePlaces(payload, slot.id, input.partySize).catch((e) => {
          rethrowIfDatabaseUnavailable(e)
          payload.logger.error({ err: e, msg: 'visit booking: places not given back' })
        })
        throw error
      }
    }
  }
  if (!created) {
    return {
      ok: false,
      status: 409,
      error: 'full',
      nextSlots: await nextSlotsInstead(payload, slot, input.partySize, now),
    }
  }
  const fresh = (await findSlot(payload, slot.id)) ?? slot
  return { ok: true, booking: bookingView(created, fresh, visit), token }
}

export function bookingView(booking: VisitBooking, slot: VisitSlot, visit: Visit): BookingView {
  return {
    id: booking.id,
    status: booking.status,
    name: booking.name,
    email: booking.email,
    partySize: booking.party_size,
    locale: booking.locale,
    slot: slotView(slot),
    visit: {
      id: visit.id,
      key: visit.key,
      title: visit.title,
      durationMinutes: visit.duration_minutes,
    },
  }
}

/** The booking a cancellation token belongs to, with its slot and visit (in `locale`). */
export async function bookingByToken(
  payload: Payload,
  token: string,
  locale: LocaleCode,
): Promise<BookingView | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const { docs } = await payload.find({
    collection: 'visit-bookings',
    where: { cancel_token_hash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const booking = docs[0] as VisitBooking | undefined
  if (!booking) return null
  const slot = await findSlot(payload, idOf(booking.slot))
  if (!slot) return null
  const visit =
    (await findVisit(payload, idOf(slot.visit), locale)) ??
    (await findVisit(payload, idOf(slot.visit), booking.locale))
  if (!visit) return null
  return bookingView(booking, slot, visit)
}

export type CancelOutcome = 'cancelled' | 'alreadyCancelled' | 'unknown'

/** Cancels the booking of a token and gives its places back (once, however often it is asked). */
export async function cancelBooking(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<CancelOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'unknown'
  const { docs } = await payload.find({
    collection: 'visit-bookings',
    where: { cancel_token_hash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const booking = docs[0] as VisitBooking | undefined
  if (!booking) return 'unknown'
  const slotId = idOf(booking.slot)
  const transactionID = await payload.db.beginTransaction()
  try {
    const changed = await markCancelled(payload, booking.id, now, transactionID)
    if (changed) await releasePlaces(payload, slotId, booking.party_size, transactionID)
    if (transactionID != null) await payload.db.commitTransaction(transactionID)
    return changed ? 'cancelled' : 'alreadyCancelled'
  } catch (error) {
    if (transactionID != null)
      await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
}

import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { LocaleCode } from '@/i18n/locales'
import type { Event, EventRegistration, Member } from '@/payload-types'
import {
  isRegistrationOpen,
  placesLeft,
  type RegistrationFieldErrors,
  registrationErrors,
} from '@/rules/event-registration'
import { rethrowIfDatabaseUnavailable } from '@/server/http/database-unavailable'
import {
  givePlacesBack,
  markCancelled,
  type PlacesTable,
  takePlaces,
} from '@/visits/server/capacity'

/**
 * Event registrations (issue 13): register for an event, look a registration up by its
 * cancellation token, cancel it. The same approach as visit bookings (src/visits/server/
 * bookings.ts, docs/decisions.md "Visit booking"): places are taken by one conditional UPDATE of
 * `events.registered` (capacity.ts; an event without capacity takes any number), in one
 * PostgreSQL transaction with the insert; on SQLite the UPDATE first, given back on failure.
 */

export const EVENT_PLACES: PlacesTable = { table: 'events', count: 'registered' }

export interface RegistrationView {
  id: number
  status: EventRegistration['status']
  name: string
  email: string
  partySize: number
  locale: string
  event: {
    id: number
    title: string
    slug: string
    start: string
    end: string
    timeZone: string
    venue: string
    address: string
    city: string
    placesLeft: number | null
  }
}

export interface RegistrationInput {
  event: number
  name: string
  email: string
  partySize: number
  consent: boolean
  locale: LocaleCode
}

export type RegistrationOutcome =
  | { ok: true; registration: RegistrationView; token: string }
  | { ok: false; status: 400; error: 'invalid'; fields: RegistrationFieldErrors }
  | { ok: false; status: 404; error: 'unknownEvent' }
  | { ok: false; status: 409; error: 'full'; placesLeft: number }

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/
const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

async function findEvent(
  payload: Payload,
  id: number,
  locale: LocaleCode | false,
): Promise<Event | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  return (await payload.findByID({
    collection: 'events',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    ...(locale ? { locale, fallbackLocale: false as const } : {}),
  })) as Event | null
}

/** An event that takes registrations on this site in `locale` (not external, not past); else null. */
export async function registrableEvent(
  payload: Payload,
  id: number,
  locale: LocaleCode,
  now = new Date(),
): Promise<Event | null> {
  const event = await findEvent(payload, id, locale)
  if (!event?.available || !event.title || event.registration_url) return null
  return isRegistrationOpen(event.start, now) ? event : null
}

export function registrationView(registration: EventRegistration, event: Event): RegistrationView {
  return {
    id: registration.id,
    status: registration.status,
    name: registration.name,
    email: registration.email,
    partySize: registration.party_size,
    locale: registration.locale,
    event: {
      id: event.id,
      title: event.title,
      slug: event.slug ?? '',
      start: event.start,
      end: event.end,
      timeZone: event.time_zone,
      venue: event.venue,
      address: event.address ?? '',
      city: event.city,
      placesLeft: placesLeft(event),
    },
  }
}

/** Registers `input.partySize` guests for an event; `member` the signed-in member, if any. */
export async function registerForEvent(
  payload: Payload,
  input: RegistrationInput,
  {
    now = new Date(),
    member = null,
    consentText,
  }: { now?: Date; member?: Member | null; consentText: string },
): Promise<RegistrationOutcome> {
  const event = await registrableEvent(payload, input.event, input.locale, now)
  if (!event) return { ok: false, status: 404, error: 'unknownEvent' }
  const fields = registrationErrors(input)
  if (Object.keys(fields).length > 0) return { ok: false, status: 400, error: 'invalid', fields }

  const token = randomBytes(32).toString('base64url')
  const data = {
    event: event.id,
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    party_size: input.partySize,
    locale: input.locale,
    status: 'confirmed' as const,
    consent_text: consentText,
    cancel_token_hash: hashToken(token),
    member: member?.id ?? null,
  }

  const transactionID = await payload.db.beginTransaction()
  let created: EventRegistration | null = null
  if (transactionID != null) {
    // PostgreSQL: insert, then take the places; both or neither.
    try {
      created = (await payload.create({
        collection: 'event-registrations',
        data,
        depth: 0,
        overrideAccess: true,
        req: { transactionID },
      })) as EventRegistration
      if (!(await takePlaces(payload, EVENT_PLACES, event.id, input.partySize, transactionID))) {
        created = null
      }
      if (created) await payload.db.commitTransaction(transactionID)
      else await payload.db.rollbackTransaction(transactionID)
    } catch (error) {
      await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
      throw error
    }
  } else if (await takePlaces(payload, EVENT_PLACES, event.id, input.partySize)) {
    // SQLite: take the places (one atomic statement), then save; give them back on failure.
    try {
      created = (await payload.create({
        collection: 'event-registrations',
        data,
        depth: 0,
        overrideAccess: true,
      })) as EventRegistration
    } catch (error) {
      await givePlacesBack(payload, EVENT_PLACES, event.id, input.partySize).catch((e) => {
        rethrowIfDatabaseUnavailable(e)
        payload.logger.error({ err: e, msg: 'event registration: places not given back' })
      })
      throw error
    }
  }
  const fresh = (await findEvent(payload, event.id, input.locale)) ?? event
  if (!created) {
    return { ok: false, status: 409, error: 'full', placesLeft: placesLeft(fresh) ?? 0 }
  }
  return { ok: true, registration: registrationView(created, fresh), token }
}

async function byToken(payload: Payload, token: string): Promise<EventRegistration | null> {
  if (!TOKEN.test(token)) return null
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { cancel_token_hash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0] as EventRegistration | undefined) ?? null
}

/** The registration a cancellation token belongs to, with its event (in `locale`). */
export async function registrationByToken(
  payload: Payload,
  token: string,
  locale: LocaleCode,
): Promise<RegistrationView | null> {
  const registration = await byToken(payload, token)
  if (!registration) return null
  const id = idOf(registration.event)
  const event =
    (await findEvent(payload, id, locale)) ??
    (await findEvent(payload, id, registration.locale as LocaleCode))
  return event?.title ? registrationView(registration, event) : null
}

export type CancelOutcome = 'cancelled' | 'alreadyCancelled' | 'unknown'

/** Cancels the registration of a token and gives its places back (once, however often asked). */
export async function cancelRegistration(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<CancelOutcome> {
  const registration = await byToken(payload, token)
  if (!registration) return 'unknown'
  const eventId = idOf(registration.event)
  const transactionID = await payload.db.beginTransaction()
  try {
    const changed = await markCancelled(
      payload,
      registration.id,
      now,
      transactionID,
      'event_registrations',
    )
    if (changed) {
      await givePlacesBack(payload, EVENT_PLACES, eventId, registration.party_size, transactionID)
    }
    if (transactionID != null) await payload.db.commitTransaction(transactionID)
    return changed ? 'cancelled' : 'alreadyCancelled'
  } catch (error) {
    if (transactionID != null) {
      await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    }
    throw error
  }
}

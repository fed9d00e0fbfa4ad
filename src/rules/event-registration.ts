/**
 * Event registration rules (issue 13, "Event finder": registrations stored, capacity respected):
 * the places left of an event, the party sizes it accepts and the form's field checks, shared by
 * the event page's form and POST /api/event-registrations/ so both refuse the same things. Name
 * and email are SPEC §5's rules (src/rules/validation.ts). Pure: no I/O; messages are string keys.
 */
import { isValidEmail, isValidName } from './validation'

export const REGISTRATION_STATUSES = ['confirmed', 'cancelled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** The largest party one registration takes. */
export const MAX_EVENT_PARTY_SIZE = 6

export interface EventCapacity {
  /** Places in all; null or undefined: not limited. */
  capacity?: number | null
  registered?: number | null
}

/** Places left (never below zero); null when the event has no capacity (not limited). */
export function placesLeft({ capacity, registered }: EventCapacity): number | null {
  if (capacity == null) return null
  return Math.max(0, Math.floor(capacity) - Math.floor(registered ?? 0))
}

/** Registrations are open until the event starts (a past or running event takes none). */
export function isRegistrationOpen(start: string, now: Date): boolean {
  const at = Date.parse(start)
  return Number.isFinite(at) && at > now.getTime()
}

/** The party sizes the form offers: 1 to the places left, at most MAX_EVENT_PARTY_SIZE. */
export function eventPartySizes(left: number | null): number[] {
  const top = Math.min(
    left == null ? MAX_EVENT_PARTY_SIZE : Math.max(0, Math.floor(left)),
    MAX_EVENT_PARTY_SIZE,
  )
  return Array.from({ length: top }, (_, i) => i + 1)
}

export interface RegistrationFields {
  name: string
  email: string
  partySize: number
  consent: boolean
}

export type RegistrationFieldErrorKey =
  | 'validation.required'
  | 'validation.name'
  | 'validation.email'
  | 'eventRegistration.error.partySize'
  | 'eventRegistration.error.consent'

export type RegistrationFieldErrors = Partial<
  Record<keyof RegistrationFields, RegistrationFieldErrorKey>
>

/**
 * The form's field errors (none: an empty object): name (SPEC §5), email (§5), party size a whole
 * number from 1 to MAX_EVENT_PARTY_SIZE (whether the event still has room is the API's 409),
 * consent ticked.
 */
export function registrationErrors(f: RegistrationFields): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {}
  const name = f.name.trim()
  if (name === '') errors.name = 'validation.required'
  else if (!isValidName(name)) errors.name = 'validation.name'
  const email = f.email.trim()
  if (email === '') errors.email = 'validation.required'
  else if (!isValidEmail(email)) errors.email = 'validation.email'
  if (!Number.isInteger(f.partySize) || f.partySize < 1 || f.partySize > MAX_EVENT_PARTY_SIZE) {
    errors.partySize = 'eventRegistration.error.partySize'
  }
  if (!f.consent) errors.consent = 'eventRegistration.error.consent'
  return errors
}

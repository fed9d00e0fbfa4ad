/**
 * Visit booking rules (issue 13, SPEC §2.2 Booking and Visit us, §5): free places of a slot, the
 * party sizes a slot accepts, the next slots with room, and the checks of the booking form,
 * shared by the browser form and POST /api/visit-bookings/ so both refuse the same things. The
 * field checks are those of SPEC §5 (src/rules/validation.ts, date-of-birth.ts), reused here.
 * Pure: no I/O; messages are string keys.
 */
import type { Language } from '@/i18n/locales'
import { type DateOfBirthParts, dateOfBirthValue, isOldEnough } from './date-of-birth'
import { isValidEmail, isValidName, isValidPhone } from './validation'

/** Languages a guide can speak: the site's seven. */
export const VISIT_LANGUAGES = [
  'en',
  'fr',
  'es',
  'pl',
  'zh',
  'vi',
  'ru',
] as const satisfies readonly Language[]

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'HKD', 'SGD'] as const
export type Currency = (typeof CURRENCIES)[number]

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** The largest party one booking takes (a bigger group writes to the house: a group visit). */
export const MAX_PARTY_SIZE = 10
/** Bookings close this long before a slot starts. */
export const BOOKING_CLOSES_MINUTES_BEFORE = 60
/** How many next free slots a full slot's answer (409) proposes. */
export const NEXT_SLOTS_LIMIT = 3
/** The house's time zone: visits happen there, so their times are shown in it. */
export const VISIT_TIME_ZONE = 'Europe/Paris'

export interface SlotCapacity {
  capacity: number
  booked: number
}

export interface SlotTime extends SlotCapacity {
  id: number | string
  /** ISO date-time (UTC). */
  start: string
}

/** Places still free in a slot (never below zero, even if an editor lowered the capacity). */
export function freePlaces({ capacity, booked }: SlotCapacity): number {
  return Math.max(0, Math.floor(capacity) - Math.floor(booked))
}

/** Whether a slot can still be booked at `now` (it starts after bookings close). */
export function isBookable(start: string, now: Date): boolean {
  const at = Date.parse(start)
  return Number.isFinite(at) && at - now.getTime() >= BOOKING_CLOSES_MINUTES_BEFORE * 60_000
}

/** A party of `size` fits in `free` places: a whole number from 1 to free (and MAX_PARTY_SIZE). */
export function isPartySizeAllowed(size: number, free: number): boolean {
  return Number.isInteger(size) && size >= 1 && size <= Math.min(free, MAX_PARTY_SIZE)
}

/** The party sizes the form offers for a slot: 1 to its free places, at most MAX_PARTY_SIZE. */
export function partySizeOptions(free: number): number[] {
  const top = Math.min(Math.max(0, Math.floor(free)), MAX_PARTY_SIZE)
  return Array.from({ length: top }, (_, i) => i + 1)
}

/**
 * The next bookable slots with room for `partySize`, soonest first, at most `limit`: what a full
 * slot proposes instead. `exclude` leaves out the slot that was full.
 */
export function nextFreeSlots<S extends SlotTime>(
  slots: readonly S[],
  {
    now,
    partySize = 1,
    limit = NEXT_SLOTS_LIMIT,
    exclude,
  }: { now: Date; partySize?: number; limit?: number; exclude?: S['id'] },
): S[] {
  return slots
    .filter(
      (s) =>
        s.id !== exclude && isBookable(s.start, now) && freePlaces(s) >= Math.max(1, partySize),
    )
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, Math.max(0, limit))
}

/** The calendar day (YYYY-MM-DD) of an instant in the house's time zone: slots grouped by day. */
export function visitDay(start: string, timeZone: string = VISIT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(start))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

export interface BookingFields {
  name: string
  email: string
  phone: string
  dateOfBirth: DateOfBirthParts
  partySize: number
  consent: boolean
}

export type BookingFieldErrorKey =
  | 'validation.required'
  | 'validation.name'
  | 'validation.email'
  | 'validation.phone'
  | 'account.error.dateOfBirth'
  | 'visitBooking.error.tooYoung'
  | 'visitBooking.error.partySize'
  | 'visitBooking.error.consent'

export type BookingFieldErrors = Partial<Record<keyof BookingFields, BookingFieldErrorKey>>

const blank = (s: string) => s.trim() === ''

/**
 * The form's field errors (none: an empty object). Name: SPEC §5 name rule; email: §5; phone:
 * optional, §5 when given; date of birth: complete, and at least the market's minimum age on
 * `now`; party size: 1 to the slot's free places; consent: ticked.
 */
export function bookingErrors(
  f: BookingFields,
  { now, minimumAge, free }: { now: Date; minimumAge: number; free: number },
): BookingFieldErrors {
  const errors: BookingFieldErrors = {}
  const name = f.name.trim()
  if (blank(name)) errors.name = 'validation.required'
  else if (!isValidName(name)) errors.name = 'validation.name'
  const email = f.email.trim()
  if (blank(email)) errors.email = 'validation.required'
  else if (!isValidEmail(email)) errors.email = 'validation.email'
  if (!blank(f.phone) && !isValidPhone(f.phone.trim())) errors.phone = 'validation.phone'
  const dob = dateOfBirthValue(f.dateOfBirth)
  if (!dob) errors.dateOfBirth = 'account.error.dateOfBirth'
  else if (!isOldEnough(dob, now, minimumAge)) errors.dateOfBirth = 'visitBooking.error.tooYoung'
  if (!isPartySizeAllowed(f.partySize, free)) errors.partySize = 'visitBooking.error.partySize'
  if (!f.consent) errors.consent = 'visitBooking.error.consent'
  return errors
}

/** The code the API sends for a field error (its key's last segment), back to the form's key. */
export function bookingErrorKey(code: unknown): BookingFieldErrorKey | undefined {
  const keys: Record<string, BookingFieldErrorKey> = {
    required: 'validation.required',
    name: 'validation.name',
    email: 'validation.email',
    phone: 'validation.phone',
    dateOfBirth: 'account.error.dateOfBirth',
    tooYoung: 'visitBooking.error.tooYoung',
    partySize: 'visitBooking.error.partySize',
    consent: 'visitBooking.error.consent',
  }
  return typeof code === 'string' && Object.hasOwn(keys, code) ? keys[code] : undefined
}

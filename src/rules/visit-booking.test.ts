import { describe, expect, it } from 'vitest'
import {
  BOOKING_CLOSES_MINUTES_BEFORE,
  type BookingFields,
  bookingErrors,
  freePlaces,
  isBookable,
  isPartySizeAllowed,
  MAX_PARTY_SIZE,
  NEXT_SLOTS_LIMIT,
  nextFreeSlots,
  partySizeOptions,
  visitDay,
} from './visit-booking'

const now = new Date('2026-11-25T10:00:00Z')

describe('freePlaces: capacity minus booked, never below zero', () => {
  it.each([
    [12, 0, 12],
    [12, 2, 10],
    [12, 12, 0],
    // An editor lowered the capacity under what is booked: full, not negative.
    [8, 10, 0],
  ])('capacity %i, booked %i → %i free', (capacity, booked, free) => {
    expect(freePlaces({ capacity, booked })).toBe(free)
  })
})

describe('isPartySizeAllowed: a whole number from 1 to the free places (issue 13: party size ≥ 1)', () => {
  it.each([
    [1, 10, true],
    [10, 10, true],
    [11, 10, false],
    [0, 10, false],
    [-1, 10, false],
    [1.5, 10, false],
    [1, 0, false],
    [MAX_PARTY_SIZE + 1, 50, false],
    [Number.NaN, 10, false],
  ])('party of %s in %i free places → %s', (size, free, allowed) => {
    expect(isPartySizeAllowed(size, free)).toBe(allowed)
  })

  it('offers 1 to the free places, capped at the largest party', () => {
    expect(partySizeOptions(3)).toEqual([1, 2, 3])
    expect(partySizeOptions(0)).toEqual([])
    expect(partySizeOptions(40)).toHaveLength(MAX_PARTY_SIZE)
  })
})

describe('isBookable: bookings close before the slot starts', () => {
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString()
  it.each([
    [at(BOOKING_CLOSES_MINUTES_BEFORE + 1), true],
    [at(BOOKING_CLOSES_MINUTES_BEFORE), true],
    [at(BOOKING_CLOSES_MINUTES_BEFORE - 1), false],
    [at(-60), false],
    ['not a date', false],
  ])('a slot at %s → %s', (start, bookable) => {
    expect(isBookable(start, now)).toBe(bookable)
  })
})

describe('nextFreeSlots: soonest bookable slots with room for the party', () => {
  const slots = [
    { id: 1, start: '2026-11-27T09:00:00Z', capacity: 12, booked: 12 },
    { id: 2, start: '2026-11-26T14:00:00Z', capacity: 12, booked: 11 },
    { id: 3, start: '2026-11-28T09:00:00Z', capacity: 12, booked: 0 },
    { id: 4, start: '2026-11-25T09:00:00Z', capacity: 12, booked: 0 }, // past
    { id: 5, start: '2026-11-29T09:00:00Z', capacity: 12, booked: 4 },
    { id: 6, start: '2026-11-30T09:00:00Z', capacity: 12, booked: 4 },
  ]
  it.each([
    [1, undefined, [2, 3, 5]],
    [2, undefined, [3, 5, 6]],
    [1, 2, [3, 5, 6]],
    [9, undefined, [3]],
    [13, undefined, []],
  ])('party of %i, excluding %s → %j', (partySize, exclude, ids) => {
    expect(nextFreeSlots(slots, { now, partySize, exclude }).map((s) => s.id)).toEqual(ids)
  })
  it(`proposes at most ${NEXT_SLOTS_LIMIT} unless told`, () => {
    expect(nextFreeSlots(slots, { now, limit: 10 })).toHaveLength(4)
  })
})

describe('visitDay: slots are grouped by the day in the house’s time zone', () => {
  it.each([
    ['2026-11-26T22:30:00Z', '2026-11-26T23:30:00 Paris', '2026-11-26'],
    ['2026-11-26T23:30:00Z', '00:30 the next day in Paris', '2026-11-27'],
    ['2026-07-01T22:30:00Z', 'summer time: 00:30 in Paris', '2026-07-02'],
  ])('%s (%s) → %s', (start, _why, day) => {
    expect(visitDay(start)).toBe(day)
  })
})

describe('bookingErrors: SPEC §5 rules and the market’s minimum age', () => {
  const valid: BookingFields = {
    name: 'Zoë Marchand',
    email: 'zoe@example.com',
    phone: '',
    dateOfBirth: { day: 14, month: 7, year: 1990 },
    partySize: 2,
    consent: true,
  }
  const check = (f: Partial<BookingFields>, minimumAge = 18, free = 10) =>
    bookingErrors({ ...valid, ...f }, { now, minimumAge, free })

  it('accepts a valid booking (phone optional)', () => {
    expect(check({})).toEqual({})
    expect(check({ phone: '+331 234 56789' })).toEqual({})
    expect(check({ name: '王' })).toEqual({})
  })

  it.each<[string, Partial<BookingFields>, Record<string, string>]>([
    ['an empty name', { name: '  ' }, { name: 'validation.required' }],
    ['a name with digits', { name: 'Zoë 2' }, { name: 'validation.name' }],
    ['a one-letter Latin name', { name: 'Z' }, { name: 'validation.name' }],
    ['an email without a domain', { email: 'zoe@' }, { email: 'validation.email' }],
    ['an empty email', { email: '' }, { email: 'validation.required' }],
    ['a phone with too few digits', { phone: '123 456' }, { phone: 'validation.phone' }],
    [
      'a date of birth with no day',
      { dateOfBirth: { month: 7, year: 1990 } },
      { dateOfBirth: 'account.error.dateOfBirth' },
    ],
    [
      'an impossible date (31 April)',
      { dateOfBirth: { day: 31, month: 4, year: 1990 } },
      { dateOfBirth: 'account.error.dateOfBirth' },
    ],
    [
      'a guest one day short of 18',
      { dateOfBirth: { day: 26, month: 11, year: 2008 } },
      { dateOfBirth: 'visitBooking.error.tooYoung' },
    ],
    ['a party of 0', { partySize: 0 }, { partySize: 'visitBooking.error.partySize' }],
    [
      'a party bigger than the free places',
      { partySize: 11 },
      { partySize: 'visitBooking.error.partySize' },
    ],
    ['no consent', { consent: false }, { consent: 'visitBooking.error.consent' }],
  ])('refuses %s', (_label, fields, errors) => {
    expect(check(fields)).toEqual(errors)
  })

  it('uses the market’s minimum age: 18 is enough in most markets, not where it is 21 (en-us)', () => {
    const twenty = { dateOfBirth: { day: 1, month: 1, year: 2006 } }
    expect(check(twenty, 18)).toEqual({})
    expect(check(twenty, 21)).toEqual({ dateOfBirth: 'visitBooking.error.tooYoung' })
    // Exactly 18 today is old enough.
    expect(check({ dateOfBirth: { day: 25, month: 11, year: 2008 } }, 18)).toEqual({})
  })
})

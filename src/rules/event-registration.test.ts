import { describe, expect, it } from 'vitest'
import {
  eventPartySizes,
  isRegistrationOpen,
  MAX_EVENT_PARTY_SIZE,
  placesLeft,
  registrationErrors,
} from './event-registration'

describe('event registration rules (issue 13: capacity respected, party of 1 to free, max 6)', () => {
  it.each([
    [{ capacity: null, registered: 4 }, null],
    [{ capacity: undefined, registered: 0 }, null],
    [{ capacity: 20, registered: 0 }, 20],
    [{ capacity: 20, registered: 15 }, 5],
    [{ capacity: 20, registered: 20 }, 0],
    [{ capacity: 10, registered: 12 }, 0],
  ])('places left of %o is %s', (event, left) => {
    expect(placesLeft(event)).toBe(left)
  })

  it.each([
    [null, [1, 2, 3, 4, 5, 6]],
    [50, [1, 2, 3, 4, 5, 6]],
    [3, [1, 2, 3]],
    [0, []],
  ])('with %s places left the form offers %o', (left, sizes) => {
    expect(eventPartySizes(left)).toEqual(sizes)
  })

  it('closes when the event starts', () => {
    const now = new Date('2026-11-25T20:00:00Z')
    expect(isRegistrationOpen('2026-11-25T20:30:00Z', now)).toBe(true)
    expect(isRegistrationOpen('2026-11-25T20:00:00Z', now)).toBe(false)
    expect(isRegistrationOpen('not a date', now)).toBe(false)
  })

  const ok = { name: 'Anna Kowalska', email: 'anna@example.com', partySize: 2, consent: true }
  it.each([
    [ok, {}],
    [{ ...ok, name: ' ' }, { name: 'validation.required' }],
    [{ ...ok, email: 'anna@' }, { email: 'validation.email' }],
    [{ ...ok, partySize: 0 }, { partySize: 'eventRegistration.error.partySize' }],
    [
      { ...ok, partySize: MAX_EVENT_PARTY_SIZE + 1 },
      { partySize: 'eventRegistration.error.partySize' },
    ],
    [{ ...ok, partySize: 1.5 }, { partySize: 'eventRegistration.error.partySize' }],
    [{ ...ok, consent: false }, { consent: 'eventRegistration.error.consent' }],
  ])('%o gives %o', (fields, errors) => {
    expect(registrationErrors(fields)).toEqual(errors)
  })
})

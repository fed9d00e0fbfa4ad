import { describe, expect, it } from 'vitest'
import { newPasswordErrors, type SignUpFields, signUpErrors } from './account-fields'

const now = new Date(2026, 10, 22)
const valid: SignUpFields = {
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: 'zoe@example.com',
  password: 'Cognac#2026',
  dateOfBirth: { day: 1, month: 2, year: 1990 },
  country: 'FR',
  newsletter: false,
}

describe('sign-up fields (SPEC §5 rules, minimum age)', () => {
  it('accepts a complete, valid form', () => {
    expect(signUpErrors(valid, now, 18)).toEqual({})
  })

  it.each([
    [{ firstName: '' }, 'firstName', 'validation.required'],
    [{ lastName: 'R2D2' }, 'lastName', 'validation.name'],
    [{ email: 'zoe@example.c' }, 'email', 'validation.email'],
    [{ email: 'zoe@example.abcdefghijklmnop' }, 'email', 'validation.email'],
    [{ password: 'cognac#2026' }, 'password', 'validation.password'],
    [{ password: 'Cog#1' }, 'password', 'validation.password'],
    [{ dateOfBirth: { day: 1, month: 2 } }, 'dateOfBirth', 'account.error.dateOfBirth'],
    [
      { dateOfBirth: { day: 30, month: 2, year: 1990 } },
      'dateOfBirth',
      'account.error.dateOfBirth',
    ],
    [{ dateOfBirth: { day: 23, month: 11, year: 2008 } }, 'dateOfBirth', 'account.error.tooYoung'],
    [{ country: 'XX' }, 'country', 'account.error.country'],
  ] as const)('%j → %s: %s', (change, field, key) => {
    expect(signUpErrors({ ...valid, ...change } as SignUpFields, now, 18)[field]).toBe(key)
  })

  it('uses the minimum age of the locale (21 in en-us)', () => {
    const dob = { day: 1, month: 1, year: 2007 }
    expect(signUpErrors({ ...valid, dateOfBirth: dob }, now, 18).dateOfBirth).toBeUndefined()
    expect(signUpErrors({ ...valid, dateOfBirth: dob }, now, 21).dateOfBirth).toBe(
      'account.error.tooYoung',
    )
  })

  it('checks a new password and its confirmation', () => {
    expect(newPasswordErrors('Cognac#2026', 'Cognac#2026')).toEqual({})
    expect(newPasswordErrors('Cognac#2026', 'Cognac#2027')).toEqual({
      confirm: 'account.error.passwordMismatch',
    })
  })
})

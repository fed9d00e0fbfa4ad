/**
 * Field checks of the account forms, shared by the browser forms and the members API so both
 * refuse the same things (SPEC §5 via src/rules/validation.ts and date-of-birth.ts). Pure: they
 * return message keys of the account string table, never texts.
 */
import { type DateOfBirthParts, dateOfBirthValue, isOldEnough } from '@/rules/date-of-birth'
import { isValidEmail, isValidName, isValidPassword } from '@/rules/validation'
import { isCountryCode } from './countries'

export type FieldErrorKey =
  | 'validation.required'
  | 'validation.name'
  | 'validation.email'
  | 'validation.password'
  | 'account.error.dateOfBirth'
  | 'account.error.tooYoung'
  | 'account.error.country'
  | 'account.error.passwordMismatch'
  | 'account.error.samePassword'

export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorKey>>

export interface SignUpFields {
  firstName: string
  lastName: string
  email: string
  password: string
  dateOfBirth: DateOfBirthParts
  country: string
  newsletter: boolean
}

const blank = (s: string) => s.trim() === ''

export function signUpErrors(
  f: SignUpFields,
  now: Date,
  minimumAge: number,
): FieldErrors<keyof SignUpFields> {
  const errors: FieldErrors<keyof SignUpFields> = {}
  errors.firstName = blank(f.firstName)
    ? 'validation.required'
    : isValidName(f.firstName)
      ? undefined
      : 'validation.name'
  errors.lastName = blank(f.lastName)
    ? 'validation.required'
    : isValidName(f.lastName)
      ? undefined
      : 'validation.name'
  errors.email = emailError(f.email)
  errors.password = passwordError(f.password)
  const dob = dateOfBirthValue(f.dateOfBirth)
  errors.dateOfBirth = !dob
    ? 'account.error.dateOfBirth'
    : isOldEnough(dob, now, minimumAge)
      ? undefined
      : 'account.error.tooYoung'
  errors.country = isCountryCode(f.country) ? undefined : 'account.error.country'
  return clean(errors)
}

export function emailError(email: string): FieldErrorKey | undefined {
  if (blank(email)) return 'validation.required'
  return isValidEmail(email.trim()) ? undefined : 'validation.email'
}

export function passwordError(password: string): FieldErrorKey | undefined {
  if (password === '') return 'validation.required'
  return isValidPassword(password) ? undefined : 'validation.password'
}

/** A new password and its confirmation (reset and update forms). */
export function newPasswordErrors(
  password: string,
  confirm: string,
): FieldErrors<'password' | 'confirm'> {
  return clean({
    password: passwordError(password),
    confirm: confirm === password ? undefined : 'account.error.passwordMismatch',
  })
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean)
}

function clean<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T
}

/** YYYY-MM-DD, as stored on the member. */
export function isoDate({ day, month, year }: { day: number; month: number; year: number }) {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * Field rules of SPEC §5, shared by browser forms and the server.
 * Pure functions: no React, no I/O. Message texts live in translations; only keys are here.
 */

export type Validator = (value: string) => boolean

export type FieldRule = 'name' | 'password' | 'email' | 'username' | 'phone' | 'wordText'

export const FIELD_RULES: readonly FieldRule[] = [
  'name',
  'password',
  'email',
  'username',
  'phone',
  'wordText',
]

// \p{M} keeps decomposed accents (e + combining diaeresis) and scripts that need marks valid.
const NAME = /^[\p{L}\p{M}'’. -]+$/u
const HAS_LETTER = /\p{L}/u
const NAME_MIN_LENGTH = 2
/**
 * Scripts where one character is a syllable or a word, so a one-character name is a whole name:
 * the Chinese surnames 王, 李, 张, Japanese 森, Korean 김 (docs/decisions.md).
 */
const SYLLABIC_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u

/**
 * Letters of any script plus ' ’ - . and space; no digits or symbols; 2+ characters trimmed, or
 * 1+ when the name is written only in Han, kana or Hangul.
 */
export function isValidName(value: string): boolean {
  const trimmed = value.trim()
  // Count code points, not UTF-16 units, so astral-plane letters count once.
  const minimum = SYLLABIC_NAME.test(trimmed) ? 1 : NAME_MIN_LENGTH
  return [...trimmed].length >= minimum && NAME.test(trimmed) && HAS_LETTER.test(trimmed)
}

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 256
export const PASSWORD_SPECIALS = '?!@#$%^&*'

const PASSWORD = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*[0-9])(?=.*[?!@#$%^&*]).+$/u

/** One lowercase, one uppercase, one digit, one of ?!@#$%^&*; 8 to 256 characters. */
export function isValidPassword(value: string): boolean {
  const length = [...value].length
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH && PASSWORD.test(value)
}

// SPEC §5 (local part, @, domain, a top-level domain of 2 to 15 letters) within what Payload's
// own email validator stores (payload/shared `email`): ASCII letters, digits and
// !#$%&'*+/=?^`{|}~- in the local part, dots only between characters and never two in a row,
// domain labels of letters, digits and inner hyphens. One rule for forms, APIs and the database,
// so nothing our check passes can be refused later with a 500 (issue 11, item 6).
const EMAIL =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,15}$/i

/** SMTP's limit on an address's length (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254

/** See EMAIL above: SPEC §5 and Payload's validator; non-ASCII addresses are refused. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)
}

const USERNAME = /^[\p{L}\p{M}0-9 _-]+$/u

/** Letters, digits, space, underscore and hyphen; not empty or blank. */
export function isValidUsername(value: string): boolean {
  return value.trim() !== '' && USERNAME.test(value)
}

const PHONE = /^\+?[0-9]{3}[ .-]?[0-9]{3}[ .-]?[0-9]{4,6}$/

/** Optional +, 3 digits, 3 digits, then 4 to 6 digits; optional space, dot or hyphen between. */
export function isValidPhone(value: string): boolean {
  return PHONE.test(value)
}

const WORD_TEXT = /^[\p{L}\p{M}]+(?:[ -][\p{L}\p{M}]+)*$/u

/** Letters with single spaces or hyphens between parts. */
export function isValidWordText(value: string): boolean {
  return WORD_TEXT.test(value) && HAS_LETTER.test(value)
}

export const VALIDATORS: Readonly<Record<FieldRule, Validator>> = {
  name: isValidName,
  password: isValidPassword,
  email: isValidEmail,
  username: isValidUsername,
  phone: isValidPhone,
  wordText: isValidWordText,
}

export type ValidationMessageKey = `validation.${FieldRule}` | 'validation.required'

/** Translation keys for the failure message of each rule (texts are not in the spec). */
export const VALIDATION_MESSAGE_KEYS: Readonly<Record<FieldRule, ValidationMessageKey>> = {
  name: 'validation.name',
  password: 'validation.password',
  email: 'validation.email',
  username: 'validation.username',
  phone: 'validation.phone',
  wordText: 'validation.wordText',
}

export const REQUIRED_MESSAGE_KEY: ValidationMessageKey = 'validation.required'

export interface TextInputInput {
  value: string
  required?: boolean
  validator?: Validator
  /** False until the first change (SPEC §4 "Form input"). */
  changed: boolean
}

export interface TextInputState {
  valid: boolean
  showError: boolean
}

/** SPEC §5 "Text input": whitespace-only counts as empty. */
export function textInputState({
  value,
  required = false,
  validator,
  changed,
}: TextInputInput): TextInputState {
  const empty = value.trim() === ''
  const valid = empty ? !required : validator === undefined || validator(value)
  return { valid, showError: changed && !valid }
}

export interface NewsletterFormInput {
  email: string
  consent: boolean
  /** True once the email field has lost focus at least once. */
  blurred: boolean
}

export interface NewsletterFormState {
  emailError: boolean
  canSubmit: boolean
}

/** SPEC §4/§5 footer newsletter: error only after blur; submit needs a valid email and consent. */
export function newsletterFormState({
  email,
  consent,
  blurred,
}: NewsletterFormInput): NewsletterFormState {
  const emailValid = isValidEmail(email)
  return { emailError: blurred && !emailValid, canSubmit: emailValid && consent }
}

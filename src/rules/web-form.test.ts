import { describe, expect, it } from 'vitest'
import {
  checkWebFormField,
  checkWebFormSubmission,
  FIELD_NAME,
  FORM_KEY,
  minimumAgeOf,
  type WebFormField,
} from './web-form'

const NOW = new Date(2026, 10, 25) // 25 November 2026, local time
const base = { label: 'Label', required: true }

const nameField: WebFormField = { ...base, name: 'firstName', type: 'text', rule: 'name' }
const wordField: WebFormField = { ...base, name: 'city', type: 'text', rule: 'wordText' }
const anyText: WebFormField = { ...base, name: 'company', type: 'text', rule: 'none' }
const email: WebFormField = { ...base, name: 'email', type: 'email' }
const phone: WebFormField = { ...base, name: 'phone', type: 'phone', required: false }
const message: WebFormField = { ...base, name: 'message', type: 'textarea' }
const select: WebFormField = {
  ...base,
  name: 'subject',
  type: 'select',
  options: [
    { value: 'visit', label: 'Visit' },
    { value: 'press', label: 'Press' },
  ],
}
const country: WebFormField = { ...base, name: 'country', type: 'country' }
const consent: WebFormField = { ...base, name: 'consent', type: 'checkbox' }
const dob: WebFormField = { ...base, name: 'dateOfBirth', type: 'dateOfBirth', minimumAge: 18 }

describe('checkWebFormField: SPEC §5 rules on an editor’s fields', () => {
  it.each([
    // "Name: letters and some punctuation only, no digits or symbols, at least 2 characters."
    ['name', nameField, 'Anne-Marie', { ok: true, value: 'Anne-Marie' }],
    ['name', nameField, "  O'Neil ", { ok: true, value: "O'Neil" }],
    ['name', nameField, 'J', { ok: false, error: 'validation.name' }],
    ['name', nameField, 'R2D2', { ok: false, error: 'validation.name' }],
    ['name', nameField, 'Zoë', { ok: true, value: 'Zoë' }],
    // "Word text: letters with single spaces or hyphens between parts."
    ['word text', wordField, 'Saint-Émilion', { ok: true, value: 'Saint-Émilion' }],
    ['word text', wordField, 'New York', { ok: true, value: 'New York' }],
    ['word text', wordField, 'New  York', { ok: false, error: 'validation.wordText' }],
    ['word text', wordField, 'Paris 8', { ok: false, error: 'validation.wordText' }],
    ['any text', anyText, 'Bar 42 & Co', { ok: true, value: 'Bar 42 & Co' }],
    // "Email: local part, @, domain, and a top-level domain of 2 to 15 characters."
    ['email', email, 'anne@example.fr', { ok: true, value: 'anne@example.fr' }],
    ['email', email, 'anne@example.f', { ok: false, error: 'validation.email' }],
    ['email', email, 'anne.example.fr', { ok: false, error: 'validation.email' }],
    // "Phone: optional +, 3 digits, 3 digits, then 4 to 6 digits, with optional separators."
    ['phone', phone, '+331 234 5678', { ok: true, value: '+331 234 5678' }],
    ['phone', phone, '555-123-456789', { ok: true, value: '555-123-456789' }],
    ['phone', phone, '12 34', { ok: false, error: 'validation.phone' }],
    ['optional phone left empty', phone, '', { ok: true, value: '' }],
    // "Text input: … if required, is non-empty" (whitespace counts as empty).
    ['required text', nameField, '   ', { ok: false, error: 'validation.required' }],
    [
      'message',
      message,
      'Hello,\nI would like to visit.',
      { ok: true, value: 'Hello,\nI would like to visit.' },
    ],
    ['too long message', message, 'x'.repeat(5001), { ok: false, error: 'webForm.error.tooLong' }],
    ['select', select, 'press', { ok: true, value: 'press' }],
    ['select with a value it lacks', select, 'spam', { ok: false, error: 'webForm.error.choice' }],
    ['country', country, 'FR', { ok: true, value: 'FR' }],
    ['unknown country', country, 'XX', { ok: false, error: 'webForm.error.country' }],
    ['ticked box', consent, true, { ok: true, value: 'yes' }],
    ['unticked required box', consent, false, { ok: false, error: 'validation.required' }],
    ['a string where a box is', consent, 'true', { ok: false, error: 'validation.required' }],
  ] as const)('%s: %j', (_name, field, value, expected) => {
    expect(checkWebFormField(field, value, NOW)).toEqual(expected)
  })
})

describe('checkWebFormField: date of birth (SPEC §5, minimum age 18 by default)', () => {
  it.each([
    // "A value exists only when all three parts are chosen." Stored as d-m-Y.
    [
      { day: 5, month: 3, year: 1990 },
      { ok: true, value: '05-03-1990' },
    ],
    [
      { day: 5, month: 3 },
      { ok: false, error: 'webForm.error.dateOfBirth' },
    ],
    [{}, { ok: false, error: 'validation.required' }],
    // February has 28 days in 2001 (not a leap year), 29 in 2000 (divisible by 400).
    [
      { day: 29, month: 2, year: 2001 },
      { ok: false, error: 'webForm.error.dateOfBirth' },
    ],
    [
      { day: 29, month: 2, year: 2000 },
      { ok: true, value: '29-02-2000' },
    ],
    [
      { day: 31, month: 4, year: 1990 },
      { ok: false, error: 'webForm.error.dateOfBirth' },
    ],
    // 18 on 25 November 2026: born on or before 25 November 2008.
    [
      { day: 25, month: 11, year: 2008 },
      { ok: true, value: '25-11-2008' },
    ],
    [
      { day: 26, month: 11, year: 2008 },
      { ok: false, error: 'webForm.error.tooYoung' },
    ],
    [
      { day: 1, month: 1, year: 1899 },
      { ok: false, error: 'webForm.error.dateOfBirth' },
    ],
  ] as const)('%j → %j', (value, expected) => {
    expect(checkWebFormField(dob, value, NOW)).toEqual(expected)
  })

  it('follows the field’s own minimum age (21)', () => {
    const dob21: WebFormField = { ...dob, minimumAge: 21 }
    expect(checkWebFormField(dob21, { day: 1, month: 1, year: 2007 }, NOW)).toEqual({
      ok: false,
      error: 'webForm.error.tooYoung',
    })
    expect(checkWebFormField(dob21, { day: 25, month: 11, year: 2005 }, NOW).ok).toBe(true)
  })

  it.each([
    [undefined, 18],
    [21, 21],
    [-1, 18],
    [2.5, 18],
    ['21', 18],
  ])('minimumAgeOf(%j) = %d', (value, age) => {
    expect(minimumAgeOf(value)).toBe(age)
  })
})

describe('checkWebFormSubmission', () => {
  const form = { fields: [nameField, email, phone, consent, dob] }

  it('keeps the form’s fields only, in its order, and drops unknown names', () => {
    const result = checkWebFormSubmission(
      form,
      {
        email: ' anne@example.fr ',
        firstName: 'Anne',
        consent: true,
        dateOfBirth: { day: 5, month: 3, year: 1990 },
        isAdmin: 'yes',
      },
      NOW,
    )
    expect(result).toEqual({
      ok: true,
      data: [
        { field: 'firstName', value: 'Anne' },
        { field: 'email', value: 'anne@example.fr' },
        { field: 'phone', value: '' },
        { field: 'consent', value: 'yes' },
        { field: 'dateOfBirth', value: '05-03-1990' },
      ],
    })
  })

  it('names every failing field', () => {
    const result = checkWebFormSubmission(
      form,
      { firstName: '4', email: 'x', phone: 'abc', dateOfBirth: 'yesterday' },
      NOW,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'validation.name',
        email: 'validation.email',
        phone: 'validation.phone',
        consent: 'validation.required',
        dateOfBirth: 'webForm.error.dateOfBirth',
      },
    })
  })

  it('never reads inherited names (__proto__, constructor)', () => {
    const values = JSON.parse('{"__proto__": {"firstName": "Anne"}}') as Record<string, unknown>
    const result = checkWebFormSubmission({ fields: [nameField] }, values, NOW)
    expect(result).toEqual({ ok: false, errors: { firstName: 'validation.required' } })
  })
})

describe('keys and names', () => {
  it.each([
    ['contact', true],
    ['trade-enquiry', true],
    ['Contact', false],
    ['-contact', false],
    ['a b', false],
  ])('form key %s valid %s', (key, valid) => {
    expect(FORM_KEY.test(key)).toBe(valid)
  })

  it.each([
    ['firstName', true],
    ['date_of_birth', true],
    ['1st', false],
    ['__proto__', false],
    ['a-b', false],
  ])('field name %s valid %s', (name, valid) => {
    expect(FIELD_NAME.test(name)).toBe(valid)
  })
})

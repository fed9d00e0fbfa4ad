/**
 * Web forms built by editors (issue 12): the public shape of a form and the check of one
 * submission against it, field by field, with the SPEC §5 rules (src/rules/validation.ts,
 * src/rules/date-of-birth.ts). Pure: no React, no I/O; `now` is a parameter. The browser runs
 * the same check before sending, the server after receiving.
 */
import { isCountryCode } from '@/account/rules/countries'
import {
  DEFAULT_MINIMUM_AGE,
  dateOfBirthValue,
  formatFormField,
  isOldEnough,
} from './date-of-birth'
import { isValidEmail, isValidName, isValidPhone, isValidWordText } from './validation'

/** What an editor may ask a text field to hold (SPEC §5 "Name", "Word text"). */
export type TextRule = 'none' | 'name' | 'wordText'
export const TEXT_RULES: readonly TextRule[] = ['none', 'name', 'wordText']

interface FieldBase {
  name: string
  label: string
  required: boolean
  /** Percent of the row (the plugin's width), 100 when not set. */
  width?: number | null
}

export type WebFormField =
  | (FieldBase & { type: 'text'; rule: TextRule })
  | (FieldBase & { type: 'email' })
  | (FieldBase & { type: 'phone' })
  | (FieldBase & { type: 'textarea' })
  | (FieldBase & { type: 'select'; options: { value: string; label: string }[] })
  | (FieldBase & { type: 'country' })
  | (FieldBase & { type: 'checkbox' })
  | (FieldBase & { type: 'dateOfBirth'; minimumAge: number })

export type WebFormFieldType = WebFormField['type']

/** A form as the site shows it: no recipient address, nothing an editor keeps private. */
export interface PublicWebForm {
  id: number | string
  key: string
  /** 'newsletter': the newsletter sign-up form stands in for it (its own endpoint and texts). */
  kind: 'webform' | 'newsletter'
  title: string
  submitLabel: string
  /** The confirmation message, as paragraphs of plain text. */
  success: string[]
  fields: WebFormField[]
}

/** Longest values accepted: a single-line field and a message. */
export const TEXT_MAX_LENGTH = 200
export const MESSAGE_MAX_LENGTH = 5000
export const MAX_FIELDS = 40

/** The key of a field's failure message (translated by the caller). */
export type WebFormError =
  | 'validation.required'
  | 'validation.name'
  | 'validation.email'
  | 'validation.phone'
  | 'validation.wordText'
  | 'webForm.error.tooLong'
  | 'webForm.error.choice'
  | 'webForm.error.country'
  | 'webForm.error.dateOfBirth'
  | 'webForm.error.tooYoung'

/** A date of birth as the form holds it: the three dropdowns, each maybe unchosen. */
export interface DateOfBirthInput {
  day?: number | null
  month?: number | null
  year?: number | null
}

export type WebFormValue = string | boolean | DateOfBirthInput | null | undefined

function isBlank(value: WebFormValue): boolean {
  if (value == null || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'object')
    return value.day == null && value.month == null && value.year == null
  return false
}

/** SPEC §5 rule of a text-like field, or null when any text goes. */
function textCheck(
  field: WebFormField,
): { test: (v: string) => boolean; key: WebFormError } | null {
  switch (field.type) {
    case 'email':
      return { test: isValidEmail, key: 'validation.email' }
    case 'phone':
      return { test: isValidPhone, key: 'validation.phone' }
    case 'text':
      if (field.rule === 'name') return { test: isValidName, key: 'validation.name' }
      if (field.rule === 'wordText') return { test: isValidWordText, key: 'validation.wordText' }
      return null
    default:
      return null
  }
}

export type FieldCheck = { ok: true; value: string } | { ok: false; error: WebFormError }

/**
 * One field (SPEC §5 "Text input"): an empty value is valid unless required; a non-empty one
 * must pass the field's rule. The answer's value is what is stored and mailed: trimmed text,
 * 'yes'/'' for a checkbox, the country code, a date of birth as d-m-Y (SPEC §5).
 */
export function checkWebFormField(field: WebFormField, value: WebFormValue, now: Date): FieldCheck {
  if (isBlank(value)) {
    return field.required ? { ok: false, error: 'validation.required' } : { ok: true, value: '' }
  }
  switch (field.type) {
    case 'checkbox':
      return value === true
        ? { ok: true, value: 'yes' }
        : { ok: false, error: 'validation.required' }
    case 'dateOfBirth': {
      if (typeof value !== 'object' || value === null) {
        return { ok: false, error: 'webForm.error.dateOfBirth' }
      }
      const date = dateOfBirthValue(value)
      if (!date) return { ok: false, error: 'webForm.error.dateOfBirth' }
      if (!isOldEnough(date, now, field.minimumAge))
        return { ok: false, error: 'webForm.error.tooYoung' }
      return { ok: true, value: formatFormField(date) }
    }
    default:
      break
  }
  if (typeof value !== 'string') return { ok: false, error: 'validation.required' }
  const text = value.trim()
  const max = field.type === 'textarea' ? MESSAGE_MAX_LENGTH : TEXT_MAX_LENGTH
  if ([...text].length > max) return { ok: false, error: 'webForm.error.tooLong' }
  switch (field.type) {
    case 'select':
      return field.options.some((o) => o.value === text)
        ? { ok: true, value: text }
        : { ok: false, error: 'webForm.error.choice' }
    case 'country':
      return isCountryCode(text)
        ? { ok: true, value: text }
        : { ok: false, error: 'webForm.error.country' }
    default: {
      const check = textCheck(field)
      if (check && !check.test(text)) return { ok: false, error: check.key }
      return { ok: true, value: text }
    }
  }
}

export type SubmissionCheck =
  | { ok: true; data: { field: string; value: string }[] }
  | { ok: false; errors: Record<string, WebFormError> }

/**
 * A whole submission: every field of the form checked with its own value (values of names the
 * form does not have are ignored, never stored). Errors are keyed by field name.
 */
export function checkWebFormSubmission(
  form: Pick<PublicWebForm, 'fields'>,
  values: Readonly<Record<string, unknown>>,
  now: Date,
): SubmissionCheck {
  const errors: Record<string, WebFormError> = {}
  const data: { field: string; value: string }[] = []
  for (const field of form.fields) {
    const raw = Object.hasOwn(values, field.name) ? values[field.name] : undefined
    const result = checkWebFormField(field, asValue(raw), now)
    if (result.ok) data.push({ field: field.name, value: result.value })
    else errors[field.name] = result.error
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data }
}

/** Anything posted, as a value a field can hold (other shapes count as a wrong value). */
function asValue(raw: unknown): WebFormValue {
  if (raw == null || typeof raw === 'string' || typeof raw === 'boolean') return raw
  if (typeof raw === 'object' && !Array.isArray(raw)) {
    const part = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) ? x : null)
    const o = raw as Record<string, unknown>
    return { day: part(o.day), month: part(o.month), year: part(o.year) }
  }
  return String(raw)
}

/** The minimum age of a date-of-birth field: an editor's number from 0 to 120, else 18. */
export function minimumAgeOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 120
    ? value
    : DEFAULT_MINIMUM_AGE
}

/** A form key: lower-case letters, digits and inner hyphens (it is part of links: #form:key). */
export const FORM_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A field name: what the submission is keyed by, the plugin's {{name}} placeholders. */
export const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,49}$/

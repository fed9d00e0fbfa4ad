'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useInputBeforeHydration } from '@/components/forms/input-before-hydration'
import { useText } from '@/components/SiteContext'
import type { StringKey } from '@/i18n/strings'
import {
  type DateOfBirthParts,
  dayOptions,
  fieldOrder,
  monthOptions,
  PLACEHOLDERS,
  yearOptions,
} from '@/rules/date-of-birth'
import { isValidEmail, isValidName, textInputState, type Validator } from '@/rules/validation'

interface TextFieldProps {
  name: string
  label: StringKey
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  required?: boolean
  validator?: Validator
  /** The key of the message to show when invalid (the rule's own message). */
  message?: StringKey
  /** An error from the server for this field. */
  serverError?: StringKey
  /** True once the form was submitted: every field then counts as changed. */
  submitted: boolean
}

/**
 * A text input of SPEC §4/§5: pristine until its first change; its error shows only once it has
 * failed (changed or submitted) and is invalid. Password inputs toggle shown/hidden.
 */
export function TextField(props: TextFieldProps) {
  const { t } = useText()
  const id = useId()
  const [changed, setChanged] = useState(false)
  const [shown, setShown] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useInputBeforeHydration(input, props.value, (value) => {
    setChanged(true)
    props.onChange(value)
  })
  const state = textInputState({
    value: props.value,
    required: props.required,
    validator: props.validator,
    changed: changed || props.submitted,
  })
  const errorKey: StringKey | undefined = state.showError
    ? props.value.trim() === ''
      ? 'validation.required'
      : props.message
    : props.serverError
  const isPassword = props.type === 'password'
  return (
    <div className="account-field" data-state={changed ? 'changed' : 'pristine'}>
      <label htmlFor={id}>{t(props.label)}</label>
      <div className="account-field__control">
        <input
          ref={input}
          id={id}
          name={props.name}
          type={isPassword && shown ? 'text' : (props.type ?? 'text')}
          value={props.value}
          autoComplete={props.autoComplete}
          required={props.required}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? `${id}-error` : undefined}
          onChange={(e) => {
            setChanged(true)
            props.onChange(e.target.value)
          }}
        />
        {isPassword ? (
          <button
            type="button"
            className="account-field__toggle"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((s) => !s)}
          >
            {t(shown ? 'account.password.hide' : 'account.password.show')}
          </button>
        ) : null}
      </div>
      {errorKey ? (
        <p id={`${id}-error`} className="account-field__error">
          {t(errorKey)}
        </p>
      ) : null}
    </div>
  )
}

/** Three dropdowns (SPEC §5): en-us puts the month first; years stop at the minimum age. */
export function DateOfBirthField({
  value,
  onChange,
  minimumAge,
  error,
}: {
  value: DateOfBirthParts
  onChange: (value: DateOfBirthParts) => void
  minimumAge: number
  error?: StringKey
}) {
  const { t, locale } = useText()
  const id = useId()
  const [now] = useState(() => new Date())
  const options = {
    day: dayOptions(value.month, value.year),
    month: monthOptions(),
    year: yearOptions(now, minimumAge),
  }
  const labels = {
    day: 'account.field.day',
    month: 'account.field.month',
    year: 'account.field.year',
  } as const
  const selects = useRef<Partial<Record<keyof DateOfBirthParts, HTMLSelectElement | null>>>({})
  // Picked before the scripts ran: taken as one change (see useInputBeforeHydration, which
  // reads one field; the three parts must be read together).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const picked = { ...value }
    let differs = false
    for (const part of ['day', 'month', 'year'] as const) {
      const node = selects.current[part]
      if (!node || node.value === String(value[part] ?? '')) continue
      picked[part] = node.value === '' ? null : Number(node.value)
      differs = true
    }
    if (differs) onChange(picked)
  }, [])
  return (
    <fieldset
      className="account-field account-dob"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{t('account.field.dateOfBirth')}</legend>
      <div className="account-dob__selects">
        {fieldOrder(locale).map((part) => (
          <select
            key={part}
            ref={(node) => {
              selects.current[part] = node
            }}
            name={`dob-${part}`}
            aria-label={t(labels[part])}
            value={value[part] ?? ''}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              const n = e.target.value === '' ? null : Number(e.target.value)
              const next = { ...value, [part]: n }
              // A day the new month or year does not have is cleared, not silently moved.
              if (
                next.day != null &&
                next.month != null &&
                !dayOptions(next.month, next.year).includes(next.day)
              ) {
                next.day = null
              }
              onChange(next)
            }}
          >
            <option value="">{PLACEHOLDERS[part]}</option>
            {options[part].map((n) => (
              <option key={n} value={n}>
                {part === 'year' ? n : String(n).padStart(2, '0')}
              </option>
            ))}
          </select>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="account-field__error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  )
}

export interface CountryOption {
  code: string
  name: string
}

/** Country names come from the server (one ICU for both renders, no hydration mismatch). */
export function CountryField({
  value,
  onChange,
  countries: names,
  error,
}: {
  value: string
  onChange: (value: string) => void
  countries: CountryOption[]
  error?: StringKey
}) {
  const { t } = useText()
  const id = useId()
  const select = useRef<HTMLSelectElement>(null)
  useInputBeforeHydration(select, value, onChange)
  return (
    <div className="account-field">
      <label htmlFor={id}>{t('account.field.country')}</label>
      <select
        ref={select}
        id={id}
        name="country"
        value={value}
        autoComplete="country"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('account.field.countryChoose')}</option>
        {names.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="account-field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}

/** The form's answer line, announced to screen readers. */
export function FormStatus({
  error,
  success,
  values = {},
  children,
}: {
  error?: StringKey | null
  success?: string | null
  /** Values of the error text's `{placeholders}` (e.g. the minutes of a lockout). */
  values?: Record<string, string | number>
  /** What the visitor can do about the error (e.g. ask for a new link). */
  children?: React.ReactNode
}) {
  const { t } = useText()
  if (error) {
    let text = t(error)
    for (const [name, value] of Object.entries(values))
      text = text.replace(`{${name}}`, String(value))
    return (
      <div className="account-status account-status--error" role="alert">
        <p>{text}</p>
        {children}
      </div>
    )
  }
  if (success) {
    return (
      <p className="account-status account-status--success" role="status">
        {success}
      </p>
    )
  }
  return null
}

type PresetProps = Pick<TextFieldProps, 'value' | 'onChange' | 'submitted' | 'serverError'>

/** The email input of every account form (SPEC §5 email rule, spaces around it ignored). */
export function EmailField(props: PresetProps) {
  return (
    <TextField
      name="email"
      type="email"
      label="account.field.email"
      autoComplete="email"
      required
      validator={(v) => isValidEmail(v.trim())}
      message="validation.email"
      {...props}
    />
  )
}

/** First and last name side by side (SPEC §5 name rule). */
export function NameFields({
  firstName,
  lastName,
  submitted,
}: {
  firstName: Pick<PresetProps, 'value' | 'onChange'>
  lastName: Pick<PresetProps, 'value' | 'onChange'>
  submitted: boolean
}) {
  return (
    <div className="account-form__row">
      <TextField
        name="firstName"
        label="account.field.firstName"
        autoComplete="given-name"
        required
        validator={isValidName}
        message="validation.name"
        submitted={submitted}
        {...firstName}
      />
      <TextField
        name="lastName"
        label="account.field.lastName"
        autoComplete="family-name"
        required
        validator={isValidName}
        message="validation.name"
        submitted={submitted}
        {...lastName}
      />
    </div>
  )
}

/** The newsletter opt-in, with the consent text stored beside it when ticked. */
export function NewsletterField({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const { t } = useText()
  const id = useId()
  const box = useRef<HTMLInputElement>(null)
  useInputBeforeHydration(box, checked, onChange)
  return (
    <div className="account-check">
      <input
        ref={box}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-consent`}
      />
      <label htmlFor={id}>{t('account.field.newsletter')}</label>
      <p id={`${id}-consent`} className="account-check__consent">
        {t('account.field.newsletterConsent')}
      </p>
    </div>
  )
}

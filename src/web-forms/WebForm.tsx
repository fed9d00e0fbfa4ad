'use client'

import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { CountryOption } from '@/account/forms/Fields'
import { useText } from '@/components/SiteContext'
import type { StringKey } from '@/i18n/strings'
import {
  dayOptions,
  fieldOrder,
  monthOptions,
  PLACEHOLDERS,
  yearOptions,
} from '@/rules/date-of-birth'
import {
  checkWebFormField,
  type DateOfBirthInput,
  type PublicWebForm,
  type WebFormField,
  type WebFormValue,
} from '@/rules/web-form'
import { Captcha, type CaptchaHandle } from '@/security/captcha/Captcha'
import { readTrackedPage } from '@/tracking/page-data'
import { EVENTS, siteEvent } from '@/tracking/page-view'
import { track } from '@/tracking/track'
import './web-form.css'

export interface WebFormProps {
  form: PublicWebForm
  /** Country names in the page's language (from the server, or computed in a modal). */
  countries: CountryOption[]
  /** Called once the submission is stored (the modal closes itself 15 s later). */
  onSuccess?: () => void
  /** Where the form is drawn, for the tracking event and the layout: the page or a modal. */
  placement: 'page' | 'modal'
  /** Context the opener gives (SPEC §3 formParams.bottle_id), sent with the values. */
  extra?: { bottle_id?: string }
}

type Values = Record<string, WebFormValue>

const initialValue = (field: WebFormField): WebFormValue =>
  field.type === 'checkbox' ? false : field.type === 'dateOfBirth' ? {} : ''

const DOB_LABELS = {
  day: 'account.field.day',
  month: 'account.field.month',
  year: 'account.field.year',
} as const satisfies Record<string, StringKey>

/**
 * An editor's form (issue 12): its fields in order, each pristine until first changed or left
 * (SPEC §4 "Form input"), then checked with the SPEC §5 rule it carries; the server's field
 * messages are shown the same way. The success view replaces the form.
 */
export function WebForm({ form, countries, onSuccess, placement, extra }: WebFormProps) {
  const { t, locale } = useText()
  const idBase = useId()
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(form.fields.map((f) => [f.name, initialValue(f)])),
  )
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'error'>('idle')
  const [formError, setFormError] = useState<string | null>(null)
  const captcha = useRef<CaptchaHandle>(null)
  const root = useRef<HTMLFormElement>(null)
  const thanks = useRef<HTMLDivElement>(null)
  const now = useMemo(() => new Date(), [])
  // The server-drawn form answers once React runs (tests and styles can wait for it).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  // The sent form is gone: focus moves to the thanks that replace it (read out by screen readers).
  useEffect(() => {
    if (status === 'done') thanks.current?.focus()
  }, [status])

  const errorOf = (field: WebFormField): string | null => {
    if (serverErrors[field.name]) return serverErrors[field.name] ?? null
    if (!touched[field.name] && !submitted) return null
    const result = checkWebFormField(field, values[field.name], now)
    return result.ok ? null : t(result.error as StringKey)
  }

  const change = (name: string, value: WebFormValue) => {
    setValues((v) => ({ ...v, [name]: value }))
    setTouched((s) => ({ ...s, [name]: true }))
    setServerErrors(({ [name]: _, ...rest }) => rest)
  }
  const blur = (name: string) => setTouched((s) => ({ ...s, [name]: true }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (status === 'sending') return
    setSubmitted(true)
    setFormError(null)
    const invalid = form.fields.find((f) => !checkWebFormField(f, values[f.name], now).ok)
    if (invalid) {
      setFormError(t('webForm.error.invalid'))
      focusField(invalid.name)
      return
    }
    setStatus('sending')
    try {
      const altcha = (await captcha.current?.solution()) ?? null
      const response = await fetch('/api/web-forms/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({
          form: form.key,
          locale,
          values,
          page: window.location.pathname,
          ...(extra?.bottle_id ? { params: { bottle_id: extra.bottle_id } } : {}),
          altcha,
        }),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string
        fields?: Record<string, string>
      }
      if (response.ok) {
        setStatus('done')
        track(
          siteEvent(EVENTS.webformSubmit, locale, readTrackedPage(), {
            form_type: form.key,
            page_location: window.location.href,
          }),
        )
        onSuccess?.()
        return
      }
      setStatus('error')
      setServerErrors(answer.fields ?? {})
      setFormError(answer.message ?? t('webForm.error.send'))
      const first = Object.keys(answer.fields ?? {})[0]
      if (first) focusField(first)
    } catch {
      setStatus('error')
      setFormError(t('webForm.error.send'))
    }
  }

  function focusField(name: string) {
    const node = root.current?.querySelector<HTMLElement>(
      `[data-field="${CSS.escape(name)}"] :is(input, select, textarea)`,
    )
    node?.focus()
  }

  if (status === 'done') {
    const paragraphs = form.success.length > 0 ? form.success : [t('webForm.successDefault')]
    return (
      <div
        className={`web-form web-form--${placement} web-form__success`}
        role="status"
        tabIndex={-1}
      >
        <h3 className="web-form__success-title">{t('webForm.successTitle')}</h3>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    )
  }

  return (
    <form
      ref={root}
      className={`web-form web-form--${placement}`}
      data-form={form.key}
      data-ready={ready ? 'true' : 'false'}
      noValidate
      onSubmit={submit}
    >
      <div className="web-form__fields">
        {form.fields.map((field) => {
          const id = `${idBase}-${field.name}`
          const error = errorOf(field)
          const common = {
            id,
            name: field.name,
            required: field.required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            onBlur: () => blur(field.name),
          }
          const label = (
            <label htmlFor={id} className="web-form__label">
              {field.label}
              {field.required ? (
                <span className="web-form__required" aria-hidden="true">
                  {' *'}
                </span>
              ) : null}
            </label>
          )
          let control: React.ReactNode
          switch (field.type) {
            case 'textarea':
              control = (
                <>
                  {label}
                  <textarea
                    {...common}
                    rows={5}
                    value={String(values[field.name] ?? '')}
                    onChange={(e) => change(field.name, e.target.value)}
                  />
                </>
              )
              break
            case 'select':
            case 'country':
              control = (
                <>
                  {label}
                  <select
                    {...common}
                    autoComplete={field.type === 'country' ? 'country' : undefined}
                    value={String(values[field.name] ?? '')}
                    onChange={(e) => change(field.name, e.target.value)}
                  >
                    <option value="">
                      {t(field.type === 'country' ? 'webForm.chooseCountry' : 'webForm.choose')}
                    </option>
                    {(field.type === 'country'
                      ? countries.map((c) => ({ value: c.code, label: c.name }))
                      : field.options
                    ).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </>
              )
              break
            case 'checkbox':
              control = (
                <label htmlFor={id} className="web-form__checkbox">
                  <input
                    {...common}
                    type="checkbox"
                    checked={values[field.name] === true}
                    onChange={(e) => change(field.name, e.target.checked)}
                  />
                  <span>
                    {field.label}
                    {field.required ? <span aria-hidden="true">{' *'}</span> : null}
                  </span>
                </label>
              )
              break
            case 'dateOfBirth': {
              const value = (values[field.name] ?? {}) as DateOfBirthInput
              const options = {
                day: dayOptions(value.month, value.year),
                month: monthOptions(),
                year: yearOptions(now, field.minimumAge),
              }
              control = (
                <fieldset
                  className="web-form__dob"
                  aria-describedby={error ? `${id}-error` : undefined}
                >
                  <legend className="web-form__label">
                    {field.label}
                    {field.required ? <span aria-hidden="true">{' *'}</span> : null}
                  </legend>
                  <div className="web-form__dob-selects">
                    {fieldOrder(locale).map((part, i) => (
                      <select
                        key={part}
                        id={i === 0 ? id : `${id}-${part}`}
                        name={`${field.name}-${part}`}
                        aria-label={t(DOB_LABELS[part])}
                        aria-invalid={error ? true : undefined}
                        value={value[part] ?? ''}
                        onBlur={() => {
                          // Left once all three are chosen, or the last one: then it counts.
                          if (part === 'year' || (value.day && value.month && value.year))
                            blur(field.name)
                        }}
                        onChange={(e) => {
                          const n = e.target.value === '' ? null : Number(e.target.value)
                          const next = { ...value, [part]: n }
                          if (
                            next.day != null &&
                            next.month != null &&
                            !dayOptions(next.month, next.year).includes(next.day)
                          ) {
                            next.day = null
                          }
                          setValues((v) => ({ ...v, [field.name]: next }))
                          setServerErrors(({ [field.name]: _, ...rest }) => rest)
                          if (next.day != null && next.month != null && next.year != null)
                            blur(field.name)
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
                </fieldset>
              )
              break
            }
            default:
              control = (
                <>
                  {label}
                  <input
                    {...common}
                    type={
                      field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'
                    }
                    autoComplete={
                      field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : undefined
                    }
                    value={String(values[field.name] ?? '')}
                    onChange={(e) => change(field.name, e.target.value)}
                  />
                </>
              )
          }
          const width = field.width && field.width > 0 && field.width < 100 ? field.width : 100
          return (
            <div
              key={field.name}
              className={`web-form__field web-form__field--${field.type}`}
              data-field={field.name}
              data-state={touched[field.name] ? 'changed' : 'pristine'}
              style={width < 100 ? { flexBasis: `calc(${width}% - 1rem)` } : undefined}
            >
              {control}
              {error ? (
                <p id={`${id}-error`} className="web-form__error">
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      <Captcha handle={captcha} start="focus" />
      {formError ? (
        <p className="web-form__status" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="web-form__submit" disabled={status === 'sending'}>
        {status === 'sending' ? t('webForm.sending') : form.submitLabel || t('webForm.submit')}
      </button>
    </form>
  )
}

'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { EmailField, TextField } from '@/account/forms/Fields'
import { useText } from '@/components/SiteContext'
import { formatMessage } from '@/i18n/format-message'
import { DEFAULT_LOCALE, getLocale, isLocale } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import {
  eventPartySizes,
  type RegistrationFieldErrorKey,
  type RegistrationFieldErrors,
  registrationErrors,
} from '@/rules/event-registration'
import { isValidName } from '@/rules/validation'
import { Captcha, type CaptchaHandle } from '@/security/captcha/Captcha'
import '@/account/account.css'

interface Registration {
  id: number
  name: string
  email: string
  partySize: number
}

const FIELD_KEYS: Record<string, RegistrationFieldErrorKey> = {
  required: 'validation.required',
  name: 'validation.name',
  email: 'validation.email',
  partySize: 'eventRegistration.error.partySize',
  consent: 'eventRegistration.error.consent',
}

type Places = { status: 'loading' } | { status: 'closed' } | { status: 'open'; left: number | null }

/**
 * The event page's own registration form (issue 13), for events without an external
 * registration URL: the places left (read fresh: the page is cached), name, email, number of
 * guests (1 to the places left, at most 6), consent and the captcha; then a confirmation view.
 * A client island of its own chunk (EventRegistrationLazy), loaded only by event pages.
 */
export function EventRegistration({ eventId, when }: { eventId: number; when: string }) {
  const { t, locale } = useText()
  const lang = getLocale(isLocale(locale) ? locale : DEFAULT_LOCALE).htmlLang
  const msg = (key: StringKey, values: Record<string, string | number>) =>
    formatMessage(t(key), values, lang)
  const ids = useId()
  const [places, setPlaces] = useState<Places>({ status: 'loading' })
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [partySize, setPartySize] = useState(1)
  const [consent, setConsent] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [server, setServer] = useState<RegistrationFieldErrors>({})
  const [done, setDone] = useState<Registration | null>(null)
  const captcha = useRef<CaptchaHandle>(null)

  useEffect(() => {
    let live = true
    fetch(`/api/event-registrations/places/?event=${eventId}&locale=${locale}`, {
      cache: 'no-store',
    })
      .then(async (r) => {
        if (!live) return
        if (!r.ok) return setPlaces({ status: 'closed' })
        const data = (await r.json()) as { placesLeft: number | null }
        setPlaces({ status: 'open', left: data.placesLeft })
      })
      .catch(() => live && setPlaces({ status: 'closed' }))
    return () => {
      live = false
    }
  }, [eventId, locale])

  const form = { name, email, partySize, consent }
  const local = submitted ? registrationErrors(form) : {}
  const errors: RegistrationFieldErrors = { ...server, ...local }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    setServer({})
    if (Object.keys(registrationErrors(form)).length > 0) {
      setError(t('eventRegistration.error.invalid'))
      return
    }
    setBusy(true)
    setError(null)
    const altcha = (await captcha.current?.solution()) ?? null
    let status = 0
    let data: Record<string, unknown> = {}
    try {
      const response = await fetch('/api/event-registrations/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ event: eventId, ...form, email: email.trim(), locale, altcha }),
      })
      status = response.status
      data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    } catch {
      status = 0
    }
    setBusy(false)
    if (status === 201) return setDone(data.registration as Registration)
    if (status === 400 && data.fieldCodes) {
      const codes = data.fieldCodes as Record<string, string>
      setServer(
        Object.fromEntries(
          Object.entries(codes)
            .filter(([, code]) => Object.hasOwn(FIELD_KEYS, code))
            .map(([field, code]) => [field, FIELD_KEYS[code]]),
        ) as RegistrationFieldErrors,
      )
      return setError(t('eventRegistration.error.invalid'))
    }
    if (status === 409) {
      const left = typeof data.placesLeft === 'number' ? data.placesLeft : 0
      setPlaces({ status: 'open', left })
      setPartySize((n) => Math.max(1, Math.min(n, left)))
      return setError(msg('eventRegistration.error.full', { n: left }))
    }
    if (status === 404) return setError(t('eventRegistration.error.unknownEvent'))
    setError(
      data.error === 'captcha' ? t('captcha.error.refused') : t('eventRegistration.error.generic'),
    )
  }

  if (done) {
    return (
      <div className="event-registration" aria-live="polite">
        <div className="event-registration__done" role="status">
          <h3 className="event-registration__title">{t('eventRegistration.confirmed')}</h3>
          <p>
            {when} · {msg('eventRegistration.guests', { n: done.partySize })}
          </p>
          <p>{msg('eventRegistration.confirmedText', { name: done.name, email: done.email })}</p>
        </div>
      </div>
    )
  }
  if (places.status === 'loading') return <p role="status">{t('account.loading')}</p>
  if (places.status === 'closed') return <p>{t('eventRegistration.error.unknownEvent')}</p>
  const left = places.left
  const sizes = eventPartySizes(left)

  return (
    <form
      className="account-form event-registration"
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={t('eventRegistration.title')}
    >
      {left != null ? (
        <p className="event-registration__places" data-testid="places-left">
          {msg('eventRegistration.placesLeft', { n: left })}
        </p>
      ) : null}
      {error ? (
        <div className="account-status account-status--error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      {sizes.length > 0 ? (
        <>
          <TextField
            name="name"
            label="eventRegistration.field.name"
            value={name}
            onChange={setName}
            autoComplete="name"
            required
            validator={isValidName}
            message="validation.name"
            serverError={server.name}
            submitted={submitted}
          />
          <EmailField
            value={email}
            onChange={setEmail}
            submitted={submitted}
            serverError={server.email}
          />
          <div className="account-field">
            <label htmlFor={`${ids}-party`}>{t('eventRegistration.field.partySize')}</label>
            <select
              id={`${ids}-party`}
              name="partySize"
              value={partySize}
              aria-invalid={errors.partySize ? true : undefined}
              aria-describedby={errors.partySize ? `${ids}-party-error` : undefined}
              onChange={(e) => setPartySize(Number(e.target.value))}
            >
              {sizes.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {errors.partySize ? (
              <p id={`${ids}-party-error`} className="account-field__error">
                {t(errors.partySize)}
              </p>
            ) : null}
          </div>
          <div className="account-check">
            <input
              id={`${ids}-consent`}
              type="checkbox"
              name="consent"
              checked={consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${ids}-consent-error` : undefined}
              onChange={(e) => setConsent(e.target.checked)}
            />
            <label htmlFor={`${ids}-consent`}>{t('eventRegistration.field.consent')}</label>
            {errors.consent ? (
              <p
                id={`${ids}-consent-error`}
                className="account-field__error account-check__consent"
              >
                {t(errors.consent)}
              </p>
            ) : null}
          </div>
          <Captcha handle={captcha} />
          <button className="account-button" type="submit" disabled={busy} aria-busy={busy}>
            {t('eventRegistration.submit')}
          </button>
        </>
      ) : null}
    </form>
  )
}

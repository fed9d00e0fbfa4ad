'use client'

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { DateOfBirthField, EmailField, FormStatus, TextField } from '@/account/forms/Fields'
import type { ClientImage } from '@/components/media/image-sources'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useText } from '@/components/SiteContext'
import { formatMessage } from '@/i18n/format-message'
import { DEFAULT_LOCALE, getLocale, isLocale } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import type { DateOfBirthParts } from '@/rules/date-of-birth'
import { isValidName, isValidPhone } from '@/rules/validation'
import {
  type BookingFieldErrors,
  bookingErrorKey,
  bookingErrors,
  partySizeOptions,
  VISIT_TIME_ZONE,
  visitDay,
} from '@/rules/visit-booking'
import { Captcha, type CaptchaHandle } from '@/security/captcha/Captcha'
import { readTrackedPage } from '@/tracking/page-data'
import { EVENTS, siteEvent } from '@/tracking/page-view'
import { track } from '@/tracking/track'
import '@/account/account.css'
import { labelled } from '@/i18n/punctuation'

export interface VisitChoice {
  key: string
  title: string
  description: string
  durationMinutes: number
  image: ClientImage | null
}

interface Slot {
  id: number
  start: string
  language: string
  capacity: number
  placesLeft: number
  price: number
  currency: string
}

interface Booking {
  id: number
  name: string
  email: string
  partySize: number
  slot: Slot
  visit: { key: string; title: string }
}

type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; slots: Slot[] }

function useFormats(locale: string) {
  const lang = getLocale(isLocale(locale) ? locale : DEFAULT_LOCALE).htmlLang
  const zone = { timeZone: VISIT_TIME_ZONE }
  return {
    lang,
    day: new Intl.DateTimeFormat(lang, {
      ...zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }),
    full: new Intl.DateTimeFormat(lang, { ...zone, dateStyle: 'full', timeStyle: 'short' }),
    time: new Intl.DateTimeFormat(lang, { ...zone, hour: 'numeric', minute: '2-digit' }),
    language: (code: string) => {
      try {
        return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code
      } catch {
        return code
      }
    },
    price: (amount: number, currency: string) =>
      new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
        amount,
      ),
  }
}

/**
 * The booking of a visit (issue 13): choose the visit, a date, a time (with its places left),
 * then the guest's details (SPEC §5 rules, the market's minimum age, party size within the free
 * places, consent, captcha). A slot that filled up meanwhile answers with the next free ones.
 */
export function VisitBooking({
  visits,
  minimumAge,
}: {
  visits: VisitChoice[]
  minimumAge: number
}) {
  const { t, locale } = useText()
  const f = useFormats(locale)
  const msg = (key: StringKey, values: Record<string, string | number>) =>
    formatMessage(t(key), values, f.lang)
  const [visitKey, setVisitKey] = useState<string | null>(null)
  const [slots, setSlots] = useState<SlotsState>({ status: 'idle' })
  const [day, setDay] = useState<string | null>(null)
  const [slotId, setSlotId] = useState<number | null>(null)
  const [booking, setBooking] = useState<Booking | null>(null)
  const visit = visits.find((v) => v.key === visitKey) ?? null
  const ids = useId()

  const load = useCallback(
    async (key: string) => {
      setSlots({ status: 'loading' })
      try {
        const response = await fetch(
          `/api/visit-bookings/slots/?visit=${encodeURIComponent(key)}&locale=${locale}`,
          { cache: 'no-store' },
        )
        if (!response.ok) throw new Error(String(response.status))
        const data = (await response.json()) as { slots: Slot[] }
        setSlots({ status: 'ready', slots: data.slots })
        return data.slots
      } catch {
        setSlots({ status: 'error' })
        return null
      }
    },
    [locale],
  )

  const chooseVisit = useCallback(
    (key: string) => {
      setVisitKey(key)
      setDay(null)
      setSlotId(null)
      const url = new URL(window.location.href)
      url.searchParams.set('visit', key)
      window.history.replaceState(window.history.state, '', url)
      load(key).then((list) => {
        const first = list?.find((s) => s.placesLeft > 0)
        if (first) setDay(visitDay(first.start))
      })
    },
    [load],
  )

  // The Visit us page's "Book" buttons preselect their visit: /…book-visit/?visit=<key>.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, from the address
  useEffect(() => {
    const key = new URLSearchParams(window.location.search).get('visit')
    if (key && visits.some((v) => v.key === key)) chooseVisit(key)
  }, [])

  const list = slots.status === 'ready' ? slots.slots : []
  const days = [...new Set(list.map((s) => visitDay(s.start)))]
  const slotsOfDay = list.filter((s) => visitDay(s.start) === day)
  const slot = list.find((s) => s.id === slotId) ?? null

  // SPEC §7 "visit booking opened (visitName)": once per opening of the form.
  useEffect(() => {
    if (!slotId || !visit) return
    track(
      siteEvent(EVENTS.visitBookingOpened, locale, readTrackedPage(), { visitName: visit.title }),
    )
  }, [slotId, visit, locale])

  if (booking) {
    return (
      <section className="visit-booking palette-dark" aria-live="polite">
        <div className="visit-booking__done" role="status">
          <h2 className="visit-booking__title">{t('visitBooking.confirmed')}</h2>
          <p className="visit-booking__summary">
            {msg('visitBooking.summary', {
              visit: booking.visit.title,
              date: f.full.format(new Date(booking.slot.start)),
            })}
            {' · '}
            {msg('visitBooking.guests', { n: booking.partySize })}
          </p>
          <p>{msg('visitBooking.confirmedText', { name: booking.name, email: booking.email })}</p>
        </div>
      </section>
    )
  }

  return (
    <section className="visit-booking palette-dark" aria-labelledby={`${ids}-visits`}>
      <h2 id={`${ids}-visits`} className="visit-booking__title">
        {t('visitBooking.chooseVisit')}
      </h2>
      <ul className="visit-booking__visits">
        {visits.map((v) => (
          <li key={v.key}>
            <button
              type="button"
              className="visit-card"
              aria-pressed={v.key === visitKey}
              onClick={() => chooseVisit(v.key)}
            >
              {v.image ? (
                <ResponsiveImage
                  sources={v.image}
                  className="visit-card__image"
                  sizes="(min-width: 769px) 30vw, 100vw"
                />
              ) : null}
              <span className="visit-card__body">
                <span className="visit-card__name">{v.title}</span>
                <span className="visit-card__duration">
                  {msg('visitBooking.duration', { n: v.durationMinutes })}
                </span>
                <span className="visit-card__text">{v.description}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>

      {visit ? (
        <div className="visit-booking__when">
          <h2 className="visit-booking__title">{t('visitBooking.chooseDate')}</h2>
          <p className="visit-booking__note">{t('visitBooking.timesNote')}</p>
          {slots.status === 'loading' ? <p role="status">{t('account.loading')}</p> : null}
          {slots.status === 'error' ? <p role="alert">{t('visitBooking.error.generic')}</p> : null}
          {slots.status === 'ready' && list.length === 0 ? (
            <p>{t('visitBooking.noSlots')}</p>
          ) : null}
          {days.length > 0 ? (
            <fieldset className="visit-booking__days">
              <legend>{t('visitBooking.chooseDate')}</legend>
              {days.map((d) => {
                const first = list.find((s) => visitDay(s.start) === d) as Slot
                const open = list.some((s) => visitDay(s.start) === d && s.placesLeft > 0)
                return (
                  <button
                    key={d}
                    type="button"
                    className="visit-chip"
                    aria-pressed={d === day}
                    data-full={open ? undefined : 'true'}
                    onClick={() => {
                      setDay(d)
                      setSlotId(null)
                    }}
                  >
                    {f.day.format(new Date(first.start))}
                  </button>
                )
              })}
            </fieldset>
          ) : null}
          {day && slotsOfDay.length > 0 ? (
            <>
              <h3 className="visit-booking__subtitle">{t('visitBooking.chooseSlot')}</h3>
              <ul className="visit-booking__slots">
                {slotsOfDay.map((s) => (
                  <li key={s.id}>
                    <button
                      type="button"
                      className="visit-slot"
                      aria-pressed={s.id === slotId}
                      disabled={s.placesLeft === 0}
                      onClick={() => setSlotId(s.id)}
                    >
                      <span className="visit-slot__time">{f.time.format(new Date(s.start))}</span>
                      <span>
                        {labelled(locale, t('visitBooking.language'), f.language(s.language))}
                      </span>
                      <span>
                        {s.price > 0 ? f.price(s.price, s.currency) : t('visitBooking.free')}
                      </span>
                      <span className="visit-slot__places">
                        {msg('visitBooking.placesLeft', { n: s.placesLeft })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}

      {visit && slot ? (
        <BookingForm
          key={slot.id}
          visit={visit}
          slot={slot}
          minimumAge={minimumAge}
          slotText={(s) => `${f.full.format(new Date(s.start))} · ${f.language(s.language)}`}
          onBooked={setBooking}
          onFull={async (next) => {
            // Fresh places for every slot; the form stays open with the answer's other times.
            if (visitKey) await load(visitKey)
            if (next) {
              setDay(visitDay(next.start))
              setSlotId(next.id)
            }
          }}
        />
      ) : null}
    </section>
  )
}

function BookingForm({
  visit,
  slot,
  minimumAge,
  slotText,
  onBooked,
  onFull,
}: {
  visit: VisitChoice
  slot: Slot
  minimumAge: number
  slotText: (slot: Slot) => string
  onBooked: (booking: Booking) => void
  onFull: (next: Slot | null) => void
}) {
  const { t, locale } = useText()
  const ids = useId()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState('')
  const [dateOfBirth, setDateOfBirth] = useState<DateOfBirthParts>({})
  const [partySize, setPartySize] = useState(1)
  const [consent, setConsent] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<StringKey | null>(null)
  const [server, setServer] = useState<BookingFieldErrors>({})
  const [nextSlots, setNextSlots] = useState<Slot[] | null>(null)
  const captcha = useRef<CaptchaHandle>(null)
  const form = { name, email, phone, dateOfBirth, partySize, consent }
  const check = () => bookingErrors(form, { now: new Date(), minimumAge, free: slot.placesLeft })
  const local = submitted ? check() : {}
  const errors: BookingFieldErrors = { ...server, ...local }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    setNextSlots(null)
    if (Object.keys(check()).length > 0) {
      setError('visitBooking.error.invalid')
      return
    }
    setBusy(true)
    setError(null)
    const altcha = (await captcha.current?.solution()) ?? null
    let status = 0
    let data: Record<string, unknown> = {}
    try {
      const response = await fetch('/api/visit-bookings/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ slot: slot.id, ...form, email: email.trim(), locale, altcha }),
      })
      status = response.status
      data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    } catch {
      status = 0
    }
    setBusy(false)
    if (status === 201) return onBooked(data.booking as Booking)
    if (status === 400 && data.fieldCodes) {
      const codes = data.fieldCodes as Record<string, string>
      setServer(
        Object.fromEntries(
          Object.entries(codes).map(([field, code]) => [field, bookingErrorKey(code)]),
        ) as BookingFieldErrors,
      )
      return setError('visitBooking.error.invalid')
    }
    if (status === 409) {
      setNextSlots((data.nextSlots as Slot[] | undefined) ?? [])
      setError(data.error === 'closed' ? 'visitBooking.error.closed' : 'visitBooking.error.full')
      onFull(null)
      return
    }
    setError(data.error === 'captcha' ? 'captcha.error.refused' : 'visitBooking.error.generic')
  }

  return (
    <form
      className="account-form visit-booking__form"
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`} className="visit-booking__title">
        {t('visitBooking.yourDetails')}
      </h2>
      <p className="visit-booking__summary">
        <strong>{visit.title}</strong>
        <br />
        {slotText(slot)}
      </p>
      <FormStatus error={error}>
        {nextSlots && nextSlots.length > 0 ? (
          <ul className="visit-booking__next">
            {nextSlots.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="account-button account-button--quiet"
                  onClick={() => onFull(s)}
                >
                  {slotText(s)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </FormStatus>
      <TextField
        name="name"
        label="visitBooking.field.name"
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
      <TextField
        name="phone"
        type="text"
        label="visitBooking.field.phone"
        value={phone}
        onChange={setPhone}
        autoComplete="tel"
        validator={(v) => isValidPhone(v.trim())}
        message="validation.phone"
        serverError={server.phone}
        submitted={submitted}
      />
      <DateOfBirthField
        value={dateOfBirth}
        onChange={setDateOfBirth}
        minimumAge={minimumAge}
        error={errors.dateOfBirth}
      />
      <div className="account-field">
        <label htmlFor={`${ids}-party`}>{t('visitBooking.field.partySize')}</label>
        <select
          id={`${ids}-party`}
          name="partySize"
          value={partySize}
          aria-invalid={errors.partySize ? true : undefined}
          aria-describedby={errors.partySize ? `${ids}-party-error` : undefined}
          onChange={(e) => setPartySize(Number(e.target.value))}
        >
          {partySizeOptions(slot.placesLeft).map((n) => (
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
        <label htmlFor={`${ids}-consent`}>{t('visitBooking.field.consent')}</label>
        {errors.consent ? (
          <p id={`${ids}-consent-error`} className="account-field__error account-check__consent">
            {t(errors.consent)}
          </p>
        ) : null}
      </div>
      <Captcha handle={captcha} />
      <button className="account-button" type="submit" disabled={busy} aria-busy={busy}>
        {t('visitBooking.submit')}
      </button>
    </form>
  )
}

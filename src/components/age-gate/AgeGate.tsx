'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Dialog } from '@/components/dialog/Dialog'
import type { ClientImage } from '@/components/media/image-sources'
import { useSiteContext } from '@/components/SiteContext'
import {
  type DateField,
  type DateOfBirthParts,
  dateOfBirthValue,
  dayOptions,
  fieldOrder,
  isOldEnough,
  monthOptions,
  PLACEHOLDERS,
  yearOptions,
} from '@/rules/date-of-birth'
import { EVENTS, siteEvent, type TrackedPage } from '@/tracking/page-view'
import { track } from '@/tracking/track'
import {
  AGE_GATE_PASSED_EVENT,
  AGE_GATE_STORAGE_KEY,
  hasPassed,
  PENDING_ATTRIBUTE,
  passValue,
} from './age-gate-pass'
import './age-gate.css'

interface Props {
  minimumAge: number
  /** Preview, or the page's bypass_age_gate flag. */
  skip: boolean
  page: TrackedPage
  /** From the site options when an editor set them, else the string table. */
  texts: { title: string; intro: string; refusal: string }
  /** The page's custom_age_gate flag (its background replaces the site's). */
  custom: boolean
  background: ClientImage | null
}

type Status = 'checking' | 'open' | 'passed'
type Problem = 'incomplete' | 'underAge' | null

// Where storage is unavailable (private modes, blocked cookies) the pass lives for this tab only.
let passInMemory: string | null = null

function readPass(): string | null {
  try {
    return window.localStorage.getItem(AGE_GATE_STORAGE_KEY) ?? passInMemory
  } catch {
    return passInMemory
  }
}

function storePass(minimumAge: number): void {
  passInMemory = passValue(minimumAge, readPass())
  try {
    window.localStorage.setItem(AGE_GATE_STORAGE_KEY, passInMemory)
  } catch {
    // Kept in memory only.
  }
}

function hiddenByDocument(): boolean {
  return (
    document.documentElement.classList.contains('hideAgeGate') ||
    document.body.classList.contains('hideAgeGate')
  )
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The age gate (SPEC §4, §5): a modal dialog over the page asking for the date of birth. The page
 * itself is in the HTML underneath, for crawlers and for visitors who already passed. Nothing
 * renders on the server: whether to ask depends on this browser's storage.
 */
export function AgeGate({ minimumAge, skip, page, texts, custom, background }: Props) {
  const { locale, strings } = useSiteContext()
  const [status, setStatus] = useState<Status>('checking')
  const [parts, setParts] = useState<DateOfBirthParts>({})
  const [problem, setProblem] = useState<Problem>(null)
  // Set when the visitor passes here (not when a stored pass lets the page through).
  const passed = useRef(false)
  const id = useId()

  useEffect(() => {
    if (skip || hiddenByDocument() || hasPassed(readPass(), minimumAge)) setStatus('passed')
    else setStatus('open')
  }, [skip, minimumAge])

  // The cover the page's inline script put up comes off once the gate has decided: the page
  // shows, or the dialog (with its own backdrop) is up.
  useEffect(() => {
    if (status !== 'checking') document.documentElement.removeAttribute(PENDING_ATTRIBUTE)
    if (status === 'passed') window.dispatchEvent(new Event(AGE_GATE_PASSED_EVENT))
    // The dialog is gone (it would give focus back to <body>): the visitor continues at the content.
    if (status === 'passed' && passed.current) {
      document.getElementById('main')?.focus({ preventScroll: true })
    }
  }, [status])

  // biome-ignore lint/correctness/useExhaustiveDependencies: one view event per opening; the page and locale cannot change while the modal gate is open.
  useEffect(() => {
    if (status === 'open') {
      track(siteEvent(EVENTS.ageGateView, locale, page, { minimum_age: minimumAge }))
    }
  }, [status])

  if (status !== 'open') return null

  const now = new Date()
  const options: Record<DateField, number[]> = {
    day: dayOptions(parts.month, parts.year),
    month: monthOptions(),
    year: yearOptions(now, minimumAge),
  }

  const choose = (field: DateField, raw: string) => {
    const next: DateOfBirthParts = { ...parts, [field]: raw === '' ? null : Number(raw) }
    // A day the new month or year does not have (31 in April, 29 in 2023's February) is unchosen.
    if (next.day != null && !dayOptions(next.month, next.year).includes(next.day)) next.day = null
    setParts(next)
    setProblem(null)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = dateOfBirthValue(parts)
    if (!value) return setProblem('incomplete')
    if (!isOldEnough(value, new Date(), minimumAge)) return setProblem('underAge')
    storePass(minimumAge)
    track(siteEvent(EVENTS.ageGatePass, locale, page, { minimum_age: minimumAge }))
    passed.current = true
    setStatus('passed')
  }

  const errorId = `${id}-error`
  const labels: Record<DateField, string> = {
    day: strings['ageGate.day'],
    month: strings['ageGate.month'],
    year: strings['ageGate.year'],
  }
  const message = problem === 'incomplete' ? strings['ageGate.errorIncomplete'] : texts.refusal

  return (
    // The site's modal dialog (SPEC §4), the rest of the page inert and still. Without onDismiss
    // Escape does not close it, and should the browser close it anyway it opens again, focus
    // inside. Passing unmounts it.
    <Dialog
      className={`age-gate${custom ? ' age-gate--custom' : ''}`}
      labelledBy={`${id}-title`}
      aria-describedby={`${id}-intro`}
      lockScroll
      returnFocus={false}
    >
      {background ? (
        // biome-ignore lint/performance/noImgElement: Payload derives the sizes; no image optimizer needed.
        <img
          className="age-gate__background"
          src={background.src}
          srcSet={background.srcSet || undefined}
          sizes="100vw"
          alt=""
          decoding="async"
          style={background.position ? { objectPosition: background.position } : undefined}
        />
      ) : null}
      <div className="age-gate__panel">
        <h2 id={`${id}-title`} className="age-gate__title">
          {texts.title}
        </h2>
        <p id={`${id}-intro`} className="age-gate__intro">
          {texts.intro}
        </p>
        <form className="age-gate__form" onSubmit={submit} noValidate>
          <fieldset className="age-gate__fields">
            <legend className="age-gate__legend">{strings['ageGate.dateOfBirth']}</legend>
            {fieldOrder(locale).map((field) => (
              <div key={field} className={`age-gate__field age-gate__field--${field}`}>
                <label className="age-gate__label" htmlFor={`${id}-${field}`}>
                  {labels[field]}
                </label>
                <select
                  id={`${id}-${field}`}
                  name={field}
                  value={parts[field] ?? ''}
                  onChange={(event) => choose(field, event.target.value)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                >
                  <option value="">{PLACEHOLDERS[field]}</option>
                  {options[field].map((n) => (
                    <option key={n} value={n}>
                      {field === 'year' ? n : pad(n)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
          <div id={errorId} className="age-gate__error" role="alert">
            {problem ? (
              <>
                <p>{message}</p>
                {problem === 'underAge' ? <p>{strings['ageGate.tryAgain']}</p> : null}
              </>
            ) : null}
          </div>
          <button type="submit" className="age-gate__submit">
            {strings['ageGate.submit']}
          </button>
        </form>
        <p className="age-gate__legal">{strings['ageGate.legal']}</p>
      </div>
    </Dialog>
  )
}

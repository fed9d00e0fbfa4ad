'use client'

import { type FormEvent, useId, useRef, useState } from 'react'
import { useInputBeforeHydration } from '@/components/forms/input-before-hydration'
import { useSiteContext } from '@/components/SiteContext'
import { newsletterFormState } from '@/rules/validation'
import { Captcha, type CaptchaHandle } from '@/security/captcha/Captcha'
import type { NewsletterTexts } from './chrome-model'

type Status = 'idle' | 'sending' | 'success' | 'error'

/**
 * The footer newsletter form (SPEC §4, §5): the email is flagged on blur when invalid, submit
 * stays disabled until the email is valid and the consent box is ticked, and a successful
 * sign-up replaces the form with the success title and label.
 */
export function NewsletterForm({
  texts,
  source = 'footer',
  titled = true,
  onSuccess,
}: {
  texts: NewsletterTexts
  /** Where the sign-up was made, kept with it. */
  source?: 'footer' | 'webform'
  /** False inside a dialog whose own heading already names the form. */
  titled?: boolean
  /** Called once the sign-up went through (the webform modal closes itself 15 s later). */
  onSuccess?: () => void
}) {
  const { locale, strings } = useSiteContext()
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const emailInput = useRef<HTMLInputElement>(null)
  const consentBox = useRef<HTMLInputElement>(null)
  useInputBeforeHydration(emailInput, email, setEmail)
  useInputBeforeHydration(consentBox, consent, setConsent)
  const [blurred, setBlurred] = useState(false)
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState('')
  const success = useRef<HTMLDivElement>(null)
  const captcha = useRef<CaptchaHandle>(null)
  const id = useId()
  const { emailError, canSubmit } = newsletterFormState({ email, consent, blurred })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSubmit || status === 'sending') return
    setStatus('sending')
    setError('')
    try {
      // "Sending…" covers the wait when the captcha's work is not done yet.
      const altcha = (await captcha.current?.solution()) ?? null
      const response = await fetch('/api/newsletter/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email,
          locale,
          consent,
          consentText: texts.consent,
          source,
          altcha,
        }),
      })
      const body = (await response.json().catch(() => null)) as {
        ok?: boolean
        message?: string
      } | null
      if (!response.ok || !body?.ok) {
        throw new Error(body?.message || strings['chrome.newsletter.error'])
      }
      setStatus('success')
      requestAnimationFrame(() => success.current?.focus())
      onSuccess?.()
    } catch (err) {
      // SPEC §8: the translated message is shown and the error logged.
      console.error('Newsletter sign-up failed', err)
      setError(
        err instanceof Error && err.message ? err.message : strings['chrome.newsletter.error'],
      )
      setStatus('error')
    }
  }

  if (status === 'success') {
    return (
      <div ref={success} className="chrome-newsletter__success" role="status" tabIndex={-1}>
        <p className="chrome-newsletter__title">{texts.successTitle}</p>
        <p>{texts.successLabel}</p>
      </div>
    )
  }

  const emailId = `${id}-email`
  const errorId = `${id}-error`
  return (
    <form
      className="chrome-newsletter"
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titled ? `${id}-title` : undefined}
      aria-label={titled ? undefined : texts.title}
    >
      {/* Not a heading: the footer must not add to the page's outline of content headings. */}
      {titled ? (
        <p id={`${id}-title`} className="chrome-newsletter__title">
          {texts.title}
        </p>
      ) : null}
      <div className="chrome-newsletter__row">
        <label htmlFor={emailId} className="chrome-newsletter__label">
          {texts.label}
        </label>
        <input
          ref={emailInput}
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setBlurred(true)}
          aria-invalid={emailError}
          aria-describedby={emailError ? errorId : undefined}
          className="chrome-newsletter__input"
        />
        {emailError ? (
          <p id={errorId} className="chrome-newsletter__error">
            {strings['chrome.newsletter.invalidEmail']}
          </p>
        ) : null}
      </div>
      <label className="chrome-newsletter__consent">
        <input
          ref={consentBox}
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        <span>{texts.consent}</span>
      </label>
      {/* On every page: the captcha starts only once the visitor turns to this form. */}
      <Captcha handle={captcha} start="focus" />
      <button
        type="submit"
        className="chrome-newsletter__submit"
        disabled={!canSubmit || status === 'sending'}
      >
        {status === 'sending' ? strings['chrome.newsletter.sending'] : texts.cta}
      </button>
      {status === 'error' ? (
        <p className="chrome-newsletter__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}

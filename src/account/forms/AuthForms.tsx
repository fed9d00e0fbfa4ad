'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useText } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import type { StringKey } from '@/i18n/strings'
import { accountHref } from '@/routing/account-paths'
import type { DateOfBirthParts } from '@/rules/date-of-birth'
import { isValidEmail, isValidPassword } from '@/rules/validation'
import { Captcha, type CaptchaHandle } from '@/security/captcha/Captcha'
import { memberApi } from '../client/api'
import { pendingBookmarkRedirect, rememberMember } from '../client/storage'
import { hasErrors, newPasswordErrors, signUpErrors } from '../rules/account-fields'
import type { MemberView } from '../server/member-view'
import {
  CountryField,
  type CountryOption,
  DateOfBirthField,
  EmailField,
  FormStatus,
  NameFields,
  NewsletterField,
  TextField,
} from './Fields'

type FieldErrors = Record<string, StringKey | undefined>

/** After signing in: back to a bookmark waiting to be completed, else redirect_to, else profile. */
function landAfterSignIn(member: MemberView, redirectTo: string) {
  rememberMember(member)
  window.location.assign(pendingBookmarkRedirect() ?? redirectTo)
}

function useSubmit() {
  const [busy, setBusy] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [error, setError] = useState<StringKey | null>(null)
  const [fields, setFields] = useState<FieldErrors>({})
  return { busy, setBusy, submitted, setSubmitted, error, setError, fields, setFields }
}

export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { t, locale } = useText()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [minutes, setMinutes] = useState(10)
  const [resent, setResent] = useState(false)
  const captcha = useRef<CaptchaHandle>(null)
  const s = useSubmit()

  async function submit(e: FormEvent) {
    e.preventDefault()
    s.setSubmitted(true)
    s.setError(null)
    setResent(false)
    if (!isValidEmail(email.trim()) || password === '') return
    s.setBusy(true)
    const answer = await memberApi<{ member: MemberView; minutes?: number }>('sign-in/', 'POST', {
      email,
      password,
    })
    s.setBusy(false)
    if (answer.ok) return landAfterSignIn(answer.data.member, redirectTo)
    if (typeof answer.data.minutes === 'number') setMinutes(answer.data.minutes)
    s.setError(answer.data.error ?? 'account.error.generic')
  }

  async function resend() {
    s.setBusy(true)
    const altcha = (await captcha.current?.solution()) ?? null
    const answer = await memberApi('resend-verification/', 'POST', { email: email.trim(), altcha })
    s.setBusy(false)
    if (!answer.ok) return s.setError(answer.data.error ?? 'account.error.generic')
    s.setError(null)
    setResent(true)
  }

  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate>
      <FormStatus
        error={s.error}
        values={{ minutes }}
        success={resent ? t('account.resend.done') : null}
      >
        {s.error === 'account.error.unverified' ? (
          <>
            {/* Asking for a new link is a public form of its own: it needs the captcha. */}
            <Captcha handle={captcha} />
            <button
              className="account-button account-button--quiet"
              type="button"
              onClick={resend}
              disabled={s.busy}
            >
              {t('account.resend.submit')}
            </button>
          </>
        ) : null}
      </FormStatus>
      <EmailField value={email} onChange={setEmail} submitted={s.submitted} />
      <TextField
        name="password"
        type="password"
        label="account.field.password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
        submitted={s.submitted}
      />
      <button className="account-button" type="submit" disabled={s.busy} aria-busy={s.busy}>
        {t('account.signIn.submit')}
      </button>
      <p className="account-links">
        <a href={accountHref(locale, 'forgot-password')}>{t('account.signIn.forgot')}</a>
        <a href={accountHref(locale, 'sign-up', redirectTo)}>{t('account.signIn.noAccount')}</a>
      </p>
    </form>
  )
}

export function SignUpForm({
  minimumAge,
  countries,
  redirectTo,
}: {
  minimumAge: number
  countries: CountryOption[]
  /** Where the visitor was going, when they came with a same-site redirect_to. */
  redirectTo?: string
}) {
  const { t, locale } = useText()
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [dateOfBirth, setDateOfBirth] = useState<DateOfBirthParts>({})
  const [country, setCountry] = useState('')
  const [newsletter, setNewsletter] = useState(false)
  const [done, setDone] = useState(false)
  const captcha = useRef<CaptchaHandle>(null)
  const s = useSubmit()
  const form = { firstName, lastName, email, password, dateOfBirth, country, newsletter }
  const local = s.submitted ? signUpErrors(form, new Date(), minimumAge) : {}
  const errors: FieldErrors = { ...s.fields, ...local }

  async function submit(e: FormEvent) {
    e.preventDefault()
    s.setSubmitted(true)
    if (hasErrors(signUpErrors(form, new Date(), minimumAge))) {
      s.setError('account.error.invalid')
      return
    }
    s.setBusy(true)
    s.setError(null)
    // Waits here (the button says busy) if the captcha's work is not done yet.
    const altcha = (await captcha.current?.solution()) ?? null
    const answer = await memberApi('sign-up/', 'POST', {
      ...form,
      email: email.trim(),
      locale,
      redirectTo,
      altcha,
    })
    s.setBusy(false)
    if (answer.ok) return setDone(true)
    s.setError(answer.data.error ?? 'account.error.generic')
    s.setFields(answer.data.fields ?? {})
  }

  if (done) {
    return <FormStatus success={fillMessage(t('account.signUp.done'), { email: email.trim() })} />
  }
  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate>
      <FormStatus error={s.error} />
      <NameFields
        firstName={{ value: firstName, onChange: setFirstName }}
        lastName={{ value: lastName, onChange: setLastName }}
        submitted={s.submitted}
      />
      <EmailField
        value={email}
        onChange={setEmail}
        submitted={s.submitted}
        serverError={s.fields.email}
      />
      <TextField
        name="password"
        type="password"
        label="account.field.password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        required
        validator={isValidPassword}
        message="validation.password"
        submitted={s.submitted}
      />
      <DateOfBirthField
        value={dateOfBirth}
        onChange={setDateOfBirth}
        minimumAge={minimumAge}
        error={errors.dateOfBirth}
      />
      <CountryField
        value={country}
        onChange={setCountry}
        countries={countries}
        error={errors.country}
      />
      <NewsletterField checked={newsletter} onChange={setNewsletter} />
      <Captcha handle={captcha} />
      <button className="account-button" type="submit" disabled={s.busy} aria-busy={s.busy}>
        {t('account.signUp.submit')}
      </button>
      <p className="account-links">
        <a href={accountHref(locale, 'sign-in', redirectTo)}>{t('account.signUp.haveAccount')}</a>
      </p>
    </form>
  )
}

export function ForgotPasswordForm() {
  const { t } = useText()
  const [email, setEmail] = useState('')
  const [done, setDone] = useState(false)
  const captcha = useRef<CaptchaHandle>(null)
  const s = useSubmit()

  async function submit(e: FormEvent) {
    e.preventDefault()
    s.setSubmitted(true)
    s.setError(null)
    if (!isValidEmail(email.trim())) return
    s.setBusy(true)
    const altcha = (await captcha.current?.solution()) ?? null
    const answer = await memberApi('forgot-password/', 'POST', { email: email.trim(), altcha })
    s.setBusy(false)
    if (answer.ok) return setDone(true)
    s.setError(answer.data.error ?? 'account.error.generic')
  }

  if (done) return <FormStatus success={t('account.forgot.done')} />
  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate>
      <p>{t('account.forgot.text')}</p>
      <FormStatus error={s.error} />
      <EmailField value={email} onChange={setEmail} submitted={s.submitted} />
      <Captcha handle={captcha} />
      <button className="account-button" type="submit" disabled={s.busy} aria-busy={s.busy}>
        {t('account.forgot.submit')}
      </button>
    </form>
  )
}

/** New password + confirmation, for the reset link and for signed-in members. */
export function NewPasswordForm({ token }: { token?: string }) {
  const { t, locale } = useText()
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [done, setDone] = useState(false)
  const s = useSubmit()
  const errors: FieldErrors = s.submitted ? newPasswordErrors(password, confirm) : {}

  async function submit(e: FormEvent) {
    e.preventDefault()
    s.setSubmitted(true)
    // A new attempt starts clean: an earlier "current password incorrect" or success must not
    // stay on screen next to this attempt's result.
    s.setError(null)
    s.setFields({})
    setDone(false)
    if (hasErrors(newPasswordErrors(password, confirm)) || (!token && current === '')) return
    s.setBusy(true)
    const answer = token
      ? await memberApi<{ member: MemberView }>('reset-password/', 'POST', {
          token,
          password,
          confirm,
        })
      : await memberApi('update-password/', 'POST', { current, password, confirm })
    s.setBusy(false)
    if (!answer.ok) {
      s.setFields(answer.data.fields ?? {})
      return s.setError(answer.data.error ?? 'account.error.generic')
    }
    if (token) {
      const member = (answer.data as { member?: MemberView }).member
      if (member) rememberMember(member)
      window.location.assign(accountHref(locale, 'profile'))
      return
    }
    setDone(true)
    setCurrent('')
    setPassword('')
    setConfirm('')
    s.setSubmitted(false)
  }

  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate>
      <FormStatus error={s.error} success={done ? t('account.update.done') : null} />
      {token ? null : (
        <TextField
          name="current"
          type="password"
          label="account.field.currentPassword"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
          required
          submitted={s.submitted}
        />
      )}
      <TextField
        name="password"
        type="password"
        label="account.field.newPassword"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        required
        validator={isValidPassword}
        message="validation.password"
        submitted={s.submitted}
        serverError={s.fields.password}
      />
      <TextField
        name="confirm"
        type="password"
        label="account.field.confirmPassword"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        required
        validator={(v) => v === password}
        message="account.error.passwordMismatch"
        submitted={s.submitted}
        serverError={errors.confirm}
      />
      <button className="account-button" type="submit" disabled={s.busy} aria-busy={s.busy}>
        {t(token ? 'account.reset.submit' : 'account.update.submit')}
      </button>
    </form>
  )
}

/**
 * Opens the emailed verification link: verifies (POST, once), then lands on the arrival page,
 * which leads on to where the visitor was going when they signed up (redirect_to).
 */
export function VerifyMail({ token, redirectTo }: { token: string; redirectTo?: string }) {
  const { t, locale } = useText()
  const [error, setError] = useState<StringKey | null>(null)
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    memberApi<{ member: MemberView }>('verify/', 'POST', { token }).then((answer) => {
      if (!answer.ok) return setError(answer.data.error ?? 'account.error.generic')
      rememberMember(answer.data.member)
      window.location.replace(accountHref(locale, 'arrival', redirectTo))
    })
  }, [token, locale, redirectTo])
  return error ? (
    <>
      <FormStatus error={error} />
      <p className="account-links">
        <a href={accountHref(locale, 'sign-in')}>{t('account.page.sign-in')}</a>
      </p>
    </>
  ) : (
    <p role="status">{t('account.verify.checking')}</p>
  )
}

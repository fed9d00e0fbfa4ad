'use client'

import { type FormEvent, useEffect, useState } from 'react'
import { useText } from '@/components/SiteContext'
import { formatMessage } from '@/i18n/format-message'
import type { StringKey } from '@/i18n/strings'
import { accountHref } from '@/routing/account-paths'
import type { MemberLevel } from '@/rules/member-levels'
import { isValidName } from '@/rules/validation'
import { memberApi } from '../client/api'
import {
  forgetMember,
  pendingBookmarkRedirect,
  rememberBookmarks,
  rememberMember,
} from '../client/storage'
import { BOOKMARKABLE } from '../cms/bookmarkable'
import type { BookmarkView } from '../server/bookmarks'
import type { MemberView } from '../server/member-view'
import {
  CountryField,
  type CountryOption,
  FormStatus,
  NameFields,
  NewsletterField,
  TextField,
} from './Fields'

export function ProfileForm({
  member,
  countries,
  next,
}: {
  member: MemberView
  countries: CountryOption[]
  /** What the next level needs (level-progress.ts nextLevelNeeds); null at the top level. */
  next?: { level: MemberLevel; missing: number } | null
}) {
  const { t, locale } = useText()
  const [firstName, setFirstName] = useState(member.firstName)
  const [lastName, setLastName] = useState(member.lastName)
  const [country, setCountry] = useState(member.country)
  const [newsletter, setNewsletter] = useState(member.newsletter)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ error?: StringKey; saved?: boolean }>({})

  // Keeps the storage keys in step with the account (first name and level for the header).
  useEffect(() => rememberMember(member), [member])

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!isValidName(firstName) || !isValidName(lastName) || !country) {
      setStatus({ error: 'account.error.invalid' })
      return
    }
    setBusy(true)
    const answer = await memberApi<{ member: MemberView }>('me/', 'PATCH', {
      firstName,
      lastName,
      country,
      newsletter,
      locale,
    })
    setBusy(false)
    if (!answer.ok) return setStatus({ error: answer.data.error ?? 'account.error.generic' })
    rememberMember(answer.data.member)
    setStatus({ saved: true })
  }

  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate>
      <FormStatus error={status.error} success={status.saved ? t('account.profile.saved') : null} />
      <dl className="account-facts">
        <div>
          <dt>{t('account.field.email')}</dt>
          <dd>{member.email}</dd>
        </div>
        <div>
          <dt>{t('account.profile.level')}</dt>
          <dd>{t(`account.level.${member.level}`)}</dd>
        </div>
        <div>
          <dt>{t('account.profile.points')}</dt>
          <dd>{member.points}</dd>
        </div>
        {next !== undefined ? (
          <div>
            <dt>{t('account.profile.nextLevel')}</dt>
            <dd>
              {next === null
                ? t('account.profile.topLevel')
                : formatMessage(
                    t(
                      next.level === 'level1'
                        ? 'account.profile.nextLevelVerify'
                        : 'account.profile.nextLevelNeeds',
                    ),
                    { level: t(`account.level.${next.level}`), n: next.missing },
                    locale,
                  )}
            </dd>
          </div>
        ) : null}
      </dl>
      <NameFields
        firstName={{ value: firstName, onChange: setFirstName }}
        lastName={{ value: lastName, onChange: setLastName }}
        submitted={false}
      />
      <CountryField value={country} onChange={setCountry} countries={countries} />
      <NewsletterField checked={newsletter} onChange={setNewsletter} />
      <button className="account-button" type="submit" disabled={busy} aria-busy={busy}>
        {t('account.profile.save')}
      </button>
    </form>
  )
}

export function SignOutButton() {
  const { t, locale } = useText()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="account-button account-button--quiet"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        await memberApi('sign-out/', 'POST', {})
        forgetMember()
        window.location.assign(accountHref(locale, 'sign-in'))
      }}
    >
      {t('account.signOut')}
    </button>
  )
}

export function DeleteAccountForm() {
  const { t, locale } = useText()
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [error, setError] = useState<StringKey | null>(null)
  const [done, setDone] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    if (!password) return
    setBusy(true)
    setError(null)
    const answer = await memberApi('me/', 'DELETE', { password })
    setBusy(false)
    if (!answer.ok) return setError(answer.data.error ?? 'account.error.generic')
    forgetMember()
    setDone(true)
  }

  if (done) {
    return (
      <>
        <FormStatus success={t('account.delete.done')} />
        <p className="account-links">
          <a href={`/${locale}/`}>{t('notFound.back')}</a>
        </p>
      </>
    )
  }
  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate>
      <p>{t('account.delete.text')}</p>
      <FormStatus error={error} />
      <TextField
        name="password"
        type="password"
        label="account.field.password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
        submitted={submitted}
      />
      <button
        className="account-button account-button--danger"
        type="submit"
        disabled={busy}
        aria-busy={busy}
      >
        {t('account.delete.submit')}
      </button>
    </form>
  )
}

export function BookmarksList() {
  const { t, locale } = useText()
  const [bookmarks, setBookmarks] = useState<BookmarkView[] | null>(null)
  const [error, setError] = useState<StringKey | null>(null)

  useEffect(() => {
    memberApi<{ bookmarks: BookmarkView[] }>(`bookmarks/?locale=${locale}`).then((answer) => {
      if (!answer.ok) return setError(answer.data.error ?? 'account.error.generic')
      setBookmarks(answer.data.bookmarks)
      rememberBookmarks(
        answer.data.bookmarks.map((b) => ({ id: b.id, type: b.collection, _like_id: b.itemId })),
      )
    })
  }, [locale])

  async function remove(b: BookmarkView) {
    const answer = await memberApi('bookmarks/', 'DELETE', {
      collection: b.collection,
      id: b.itemId,
    })
    if (!answer.ok) return setError(answer.data.error ?? 'account.error.generic')
    const rest = (bookmarks ?? []).filter((x) => x.id !== b.id)
    setBookmarks(rest)
    rememberBookmarks(rest.map((x) => ({ id: x.id, type: x.collection, _like_id: x.itemId })))
  }

  if (error) return <FormStatus error={error} />
  if (!bookmarks) return <p role="status">{t('account.loading')}</p>
  if (bookmarks.length === 0) return <p>{t('account.bookmarks.empty')}</p>
  return (
    <div className="account-bookmarks">
      {BOOKMARKABLE.map((type) => {
        const items = bookmarks.filter((b) => b.collection === type)
        if (items.length === 0) return null
        return (
          <section key={type} aria-labelledby={`bookmarks-${type}`}>
            <h2 id={`bookmarks-${type}`}>{t(`account.bookmarks.${type}`)}</h2>
            <ul className="account-list">
              {items.map((b) => (
                <li key={b.id}>
                  {b.href ? <a href={b.href}>{b.title}</a> : <span>{b.title}</span>}
                  <button
                    type="button"
                    className="account-button account-button--quiet"
                    onClick={() => remove(b)}
                  >
                    {t('account.bookmark.remove')}
                    <span className="visually-hidden">: {b.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

interface ActivityView {
  id: number
  type:
    | 'email_verified'
    | 'bookmark_added'
    | 'masterclass_progress'
    | 'quiz_taken'
    | 'level_up'
    | 'visit_booked'
    | 'event_registered'
    | 'episode_progress'
    | 'masterclass_completed'
    | 'review_approved'
    | 'newsletter_confirmed'
  label: string
  completedAmount: number | null
  completedQuiz: boolean | null
  level: string | null
  date: string
}

export function ActivitiesList() {
  const { t, locale } = useText()
  const [activities, setActivities] = useState<ActivityView[] | null>(null)
  const [error, setError] = useState<StringKey | null>(null)

  useEffect(() => {
    // A quiz result reached before signing in is saved first, so the list shows it.
    savePendingQuizResults()
      .then(() => memberApi<{ activities: ActivityView[] }>('activities/'))
      .then((answer) => {
        if (!answer.ok) return setError(answer.data.error ?? 'account.error.generic')
        setActivities(answer.data.activities)
      })
  }, [])

  if (error) return <FormStatus error={error} />
  if (!activities) return <p role="status">{t('account.loading')}</p>
  if (activities.length === 0) return <p>{t('account.activities.empty')}</p>
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const activityText = (a: ActivityView) => {
    const text = formatMessage(
      t(`account.activity.${a.type}`),
      {
        label:
          a.type === 'level_up' && a.level ? t(`account.level.${a.level as 'level1'}`) : a.label,
        n: a.completedAmount ?? 0,
      },
      locale,
    )
    return a.type === 'masterclass_progress' && a.completedQuiz
      ? `${text}, ${t('account.activity.masterclassQuiz')}`
      : text
  }
  return (
    <ol className="account-list account-activities">
      {activities.map((a) => (
        <li key={a.id}>
          <span>{activityText(a)}</span>
          <time dateTime={a.date}>{date.format(new Date(a.date))}</time>
        </li>
      ))}
    </ol>
  )
}

/**
 * Saves a visitor's quiz results once they are a member (src/content-types/Quiz/pending-save.ts),
 * loaded on demand so the account pages' first scripts do not carry it.
 */
function savePendingQuizResults(): Promise<unknown> {
  return import('@/content-types/Quiz/pending-save')
    .then((m) => m.savePendingResults())
    .catch(() => [])
}

/**
 * The arrival page's way on: a bookmark waiting to be completed, else where the visitor was going
 * when they signed up (redirect_to, already checked as same-site), else the profile.
 */
export function ArrivalContinue({ target }: { target: string }) {
  const { t } = useText()
  const [href, setHref] = useState(target)
  useEffect(() => setHref(pendingBookmarkRedirect() ?? target), [target])
  // A new member's quiz result from before they signed up is saved now.
  useEffect(() => {
    savePendingQuizResults()
  }, [])
  return (
    <a className="account-button" href={href}>
      {t('account.arrival.continue')}
    </a>
  )
}

import type { ReactNode } from 'react'
import type { StringKey } from '@/i18n/strings'
import '@/account/account.css'

export interface CancelByTokenTexts {
  title: string
  unknown: string
  done: string
  already: string
  question: string
  submit: string
}

const TEXT_KEYS = ['title', 'unknown', 'done', 'already', 'question', 'submit'] as const

/** The page's texts under one prefix of the catalogue (`visitBooking.cancel.title`, …). */
export function cancelTexts(
  t: (key: StringKey) => string,
  prefix: 'visitBooking.cancel' | 'eventRegistration.cancel',
): CancelByTokenTexts {
  return Object.fromEntries(
    TEXT_KEYS.map((key) => [key, t(`${prefix}.${key}` as StringKey)]),
  ) as unknown as CancelByTokenTexts
}

/**
 * The page behind an emailed cancellation link (a visit booking, an event registration): what
 * was booked and a button posting a plain form to `action` (no script needed), which comes back
 * with `done=1`. Opening the link never cancels by itself (mail scanners open links). Server
 * component; the caller finds the booking by its token and says what it was.
 */
export function CancelByTokenView({
  texts,
  booked,
  action,
  token,
  locale,
  done,
  followUp,
}: {
  texts: CancelByTokenTexts
  /** What the token names, null when it names nothing. */
  booked: { summary: ReactNode; cancelled: boolean } | null
  action: string
  token: string
  locale: string
  done: boolean
  /** A link onwards (book again, all events), when there is one. */
  followUp: { href: string; label: string } | null
}) {
  const onwards = followUp ? (
    <p>
      <a className="account-button" href={followUp.href}>
        {followUp.label}
      </a>
    </p>
  ) : null
  let body: ReactNode
  if (!booked) {
    body = (
      <>
        <p role="alert">{texts.unknown}</p>
        {onwards}
      </>
    )
  } else if (booked.cancelled) {
    body = (
      <>
        {booked.summary}
        <p role="status">{done ? texts.done : texts.already}</p>
        {onwards}
      </>
    )
  } else {
    body = (
      <>
        {booked.summary}
        <form className="account-form" method="post" action={action}>
          <p>{texts.question}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button className="account-button account-button--danger" type="submit">
            {texts.submit}
          </button>
        </form>
      </>
    )
  }
  return (
    <div className="account-page" data-theme="dark">
      <div className="account-page__inner">
        <h1 className="account-page__title">{texts.title}</h1>
        {body}
      </div>
    </div>
  )
}

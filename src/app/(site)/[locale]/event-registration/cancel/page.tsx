import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayloadClient } from '@/content/payload'
import { getSiteOptions } from '@/content/site'
import { registrationWhen } from '@/events/server/email'
import { registrationByToken } from '@/events/server/registrations'
import { isLocale } from '@/i18n/locales'
import { translator } from '@/i18n/strings'
import { localizedPath } from '@/routing/paths'
import '@/account/account.css'

type Params = { locale: string }
type Search = Record<string, string | string[] | undefined>

// Personal (a registration by its token): rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return { title: translator(locale)('eventRegistration.cancel.title'), robots: { index: false } }
}

/**
 * The cancellation link of an event registration's email (issue 13), as visit bookings do: the
 * registration and a button posting a plain form to /api/event-registrations/cancel/ (no script
 * needed), which comes back here with `done=1`. Opening the link never cancels by itself.
 */
export default async function CancelRegistrationPage({
  params,
  searchParams,
}: {
  params: Promise<Params>
  searchParams: Promise<Search>
}) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const search = await searchParams
  const token = typeof search.token === 'string' ? search.token : ''
  const options = await getSiteOptions(locale)
  const t = translator(locale, options.localized_strings ?? [])
  const registration = token
    ? await registrationByToken(await getPayloadClient(), token, locale)
    : null
  const events = (
    <p>
      <a className="account-button" href={localizedPath(locale, '/event-finder/')}>
        {t('eventFinder.allEvents')}
      </a>
    </p>
  )

  let body: React.ReactNode
  if (!registration) {
    body = (
      <>
        <p role="alert">{t('eventRegistration.cancel.unknown')}</p>
        {events}
      </>
    )
  } else {
    const summary = (
      <p className="visit-cancel__summary">
        <strong>{registration.event.title}</strong>
        <br />
        {registrationWhen(registration, locale)}
        <br />
        {t('eventRegistration.guests', { n: registration.partySize })} · {registration.name}
      </p>
    )
    if (registration.status === 'cancelled') {
      body = (
        <>
          {summary}
          <p role="status">
            {t(
              search.done === '1'
                ? 'eventRegistration.cancel.done'
                : 'eventRegistration.cancel.already',
            )}
          </p>
          {events}
        </>
      )
    } else {
      body = (
        <>
          {summary}
          <form className="account-form" method="post" action="/api/event-registrations/cancel/">
            <p>{t('eventRegistration.cancel.question')}</p>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <button className="account-button account-button--danger" type="submit">
              {t('eventRegistration.cancel.submit')}
            </button>
          </form>
        </>
      )
    }
  }
  return (
    <div className="account-page" data-theme="dark">
      <div className="account-page__inner">
        <h1 className="account-page__title">{t('eventRegistration.cancel.title')}</h1>
        {body}
      </div>
    </div>
  )
}

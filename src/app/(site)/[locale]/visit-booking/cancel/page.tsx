import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayloadClient } from '@/content/payload'
import { getSiteOptions } from '@/content/site'
import { isLocale, type LocaleCode } from '@/i18n/locales'
import { translator } from '@/i18n/strings'
import { localizedPath } from '@/routing/paths'
import { bookingByToken } from '@/visits/server/bookings'
import { formatVisitDate } from '@/visits/server/email'
import '@/account/account.css'

type Params = { locale: string }
type Search = Record<string, string | string[] | undefined>

// Personal (a booking by its token): rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return { title: translator(locale)('visitBooking.cancel.title'), robots: { index: false } }
}

async function bookingPagePath(locale: LocaleCode): Promise<string | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: false,
    where: { template: { equals: 'booking' }, available: { equals: true } },
    limit: 1,
    depth: 0,
    select: { path: true },
  })
  const path = (docs[0] as { path?: string | null } | undefined)?.path
  return path ? localizedPath(locale, path) : null
}

/**
 * The cancellation link of a visit booking's email (issue 13): the booking and a button; the
 * button posts a plain form to /api/visit-bookings/cancel/ (no script needed), which comes back
 * here with `done=1`. Opening the link never cancels by itself (mail scanners open links).
 */
export default async function CancelVisitPage({
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
  const booking = token ? await bookingByToken(await getPayloadClient(), token, locale) : null
  const again = await bookingPagePath(locale)
  const bookAgain = again ? (
    <p>
      <a className="account-button" href={again}>
        {t('visitBooking.cancel.bookAgain')}
      </a>
    </p>
  ) : null

  let body: React.ReactNode
  if (!booking) {
    body = (
      <>
        <p role="alert">{t('visitBooking.cancel.unknown')}</p>
        {bookAgain}
      </>
    )
  } else {
    const summary = (
      <p className="visit-cancel__summary">
        <strong>{booking.visit.title}</strong>
        <br />
        {formatVisitDate(booking.slot.start, locale)}
        <br />
        {t('visitBooking.guests', { n: booking.partySize })} · {booking.name}
      </p>
    )
    if (booking.status === 'cancelled') {
      body = (
        <>
          {summary}
          <p role="status">
            {t(search.done === '1' ? 'visitBooking.cancel.done' : 'visitBooking.cancel.already')}
          </p>
          {bookAgain}
        </>
      )
    } else {
      body = (
        <>
          {summary}
          <form className="account-form" method="post" action="/api/visit-bookings/cancel/">
            <p>{t('visitBooking.cancel.question')}</p>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <button className="account-button account-button--danger" type="submit">
              {t('visitBooking.cancel.submit')}
            </button>
          </form>
        </>
      )
    }
  }
  return (
    <div className="account-page" data-theme="dark">
      <div className="account-page__inner">
        <h1 className="account-page__title">{t('visitBooking.cancel.title')}</h1>
        {body}
      </div>
    </div>
  )
}

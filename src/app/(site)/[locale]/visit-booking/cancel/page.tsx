import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CancelByTokenView, cancelTexts } from '@/account/CancelByTokenView'
import { getPayloadClient } from '@/content/payload'
import { siteTranslator } from '@/content/site-translator'
import { isLocale, type LocaleCode } from '@/i18n/locales'
import { localizedPath } from '@/routing/paths'
import { bookingByToken } from '@/visits/server/bookings'
import { formatVisitDate } from '@/visits/server/email'

type Params = { locale: string }
type Search = Record<string, string | string[] | undefined>

// Personal (a booking by its token): rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return {
    title: (await siteTranslator(locale))('visitBooking.cancel.title'),
    robots: { index: false },
  }
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
 * The cancellation link of a visit booking's email (issue 13): the booking and a button
 * (CancelByTokenView).
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
  const t = await siteTranslator(locale)
  const booking = token ? await bookingByToken(await getPayloadClient(), token, locale) : null
  const again = await bookingPagePath(locale)
  return (
    <CancelByTokenView
      texts={cancelTexts(t, 'visitBooking.cancel')}
      booked={
        booking && {
          cancelled: booking.status === 'cancelled',
          summary: (
            <p className="visit-cancel__summary">
              <strong>{booking.visit.title}</strong>
              <br />
              {formatVisitDate(booking.slot.start, locale)}
              <br />
              {t('visitBooking.guests', { n: booking.partySize })} · {booking.name}
            </p>
          ),
        }
      }
      action="/api/visit-bookings/cancel/"
      token={token}
      locale={locale}
      done={search.done === '1'}
      followUp={again ? { href: again, label: t('visitBooking.cancel.bookAgain') } : null}
    />
  )
}

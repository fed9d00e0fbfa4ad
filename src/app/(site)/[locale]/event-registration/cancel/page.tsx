import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CancelByTokenView, cancelTexts } from '@/account/CancelByTokenView'
import { getPayloadClient } from '@/content/payload'
import { siteTranslator } from '@/content/site-translator'
import { registrationWhen } from '@/events/server/email'
import { registrationByToken } from '@/events/server/registrations'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/routing/paths'

type Params = { locale: string }
type Search = Record<string, string | string[] | undefined>

// Personal (a registration by its token): rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return {
    title: (await siteTranslator(locale))('eventRegistration.cancel.title'),
    robots: { index: false },
  }
}

/**
 * The cancellation link of an event registration's email (issue 13): the registration and a
 * button (CancelByTokenView, as visit bookings).
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
  const t = await siteTranslator(locale)
  const registration = token
    ? await registrationByToken(await getPayloadClient(), token, locale)
    : null
  return (
    <CancelByTokenView
      texts={cancelTexts(t, 'eventRegistration.cancel')}
      booked={
        registration && {
          cancelled: registration.status === 'cancelled',
          summary: (
            <p className="visit-cancel__summary">
              <strong>{registration.event.title}</strong>
              <br />
              {registrationWhen(registration, locale)}
              <br />
              {t('eventRegistration.guests', { n: registration.partySize })} · {registration.name}
            </p>
          ),
        }
      }
      action="/api/event-registrations/cancel/"
      token={token}
      locale={locale}
      done={search.done === '1'}
      followUp={{
        href: localizedPath(locale, '/event-finder/'),
        label: t('eventFinder.allEvents'),
      }}
    />
  )
}

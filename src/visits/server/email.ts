import 'server-only'
import type { Payload } from 'payload'
import { mailTranslator } from '@/content/mail-translator'
import { DEFAULT_LOCALE, getLocale, isLocale, type LocaleCode } from '@/i18n/locales'
import type { Translate } from '@/i18n/strings'
import { buildIcs } from '@/rules/ics'
import { VISIT_TIME_ZONE } from '@/rules/visit-booking'
import type { BookingView } from './bookings'

/** Where the visits take place (the .ics LOCATION). */
export const HOUSE_ADDRESS = 'Maison Solaine, Cognac, France'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The cancellation page of a token, on the configured public origin (never a request's Host). */
export function cancelLink(base: string, locale: string, token: string): string {
  return `${base}/${locale}/visit-booking/cancel/?token=${encodeURIComponent(token)}`
}

/** A slot's start in the guest's language, in the house's time zone. */
export function formatVisitDate(start: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(getLocale(locale).htmlLang, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: VISIT_TIME_ZONE,
  }).format(new Date(start))
}

/** The confirmation email of a booking: text, HTML and the visit as an .ics attachment. */
export function confirmationEmail(
  booking: BookingView,
  link: string,
  t: Translate,
  now = new Date(),
) {
  const locale: LocaleCode = isLocale(booking.locale) ? booking.locale : DEFAULT_LOCALE
  const lang = getLocale(locale).htmlLang
  const date = formatVisitDate(booking.slot.start, locale)
  const language =
    new Intl.DisplayNames([lang], { type: 'language' }).of(booking.slot.language) ??
    booking.slot.language
  const body = t('visitBooking.email.body', {
    visit: booking.visit.title,
    date,
    guests: t('visitBooking.guests', { n: booking.partySize }),
    language,
  })
  const greeting = t('account.email.greeting', { name: booking.name })
  const calendar = t('visitBooking.email.calendar')
  const cancel = t('visitBooking.email.cancel')
  const start = new Date(booking.slot.start)
  const ics = buildIcs({
    uid: `visit-booking-${booking.id}@maison-solaine`,
    start,
    end: new Date(start.getTime() + booking.visit.durationMinutes * 60_000),
    stamp: now,
    summary: `${booking.visit.title}, Maison Solaine`,
    description: `${body}\n${cancel}: ${link}`,
    location: HOUSE_ADDRESS,
    url: link,
  })
  return {
    subject: t('visitBooking.email.subject', { date }),
    text: `${greeting}\n\n${body}\n\n${calendar}\n\n${cancel}: ${link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(calendar)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(cancel)}</a></p>`,
    attachments: [
      {
        filename: 'maison-solaine-visit.ics',
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  }
}

/** Sends it; a mail failure is logged and never undoes the booking. */
export async function sendConfirmation(
  payload: Payload,
  booking: BookingView,
  link: string,
): Promise<void> {
  try {
    await payload.sendEmail({
      to: booking.email,
      ...confirmationEmail(booking, link, await mailTranslator(booking.locale)),
    })
  } catch (err) {
    payload.logger.error({
      err,
      msg: 'visit booking: confirmation email not sent',
      booking: booking.id,
    })
  }
}

import 'server-only'
import type { Payload } from 'payload'
import { mailTranslator } from '@/content/mail-translator'
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@/i18n/locales'
import type { Translate } from '@/i18n/strings'
import { formatEventWhen } from '@/rules/event-finder'
import { buildIcs } from '@/rules/ics'
import type { RegistrationView } from './registrations'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The cancellation page of a token, on the configured public origin (never a request's Host). */
export function registrationCancelLink(base: string, locale: string, token: string): string {
  return `${base}/${locale}/event-registration/cancel/?token=${encodeURIComponent(token)}`
}

/** When the event takes place, in the guest's language and the venue's time zone. */
export function registrationWhen(registration: RegistrationView, locale: LocaleCode): string {
  return formatEventWhen(registration.event, locale, registration.event.timeZone)
}

/** The confirmation email of a registration: text, HTML and the event as an .ics attachment. */
export function registrationEmail(
  registration: RegistrationView,
  link: string,
  t: Translate,
  now = new Date(),
) {
  const locale: LocaleCode = isLocale(registration.locale) ? registration.locale : DEFAULT_LOCALE
  const { event } = registration
  const date = registrationWhen(registration, locale)
  const venue = [event.venue, event.address, event.city].filter(Boolean).join(', ')
  const body = t('eventRegistration.email.body', {
    event: event.title,
    date,
    venue,
    guests: t('eventRegistration.guests', { n: registration.partySize }),
  })
  const greeting = t('account.email.greeting', { name: registration.name })
  const calendar = t('eventRegistration.email.calendar')
  const cancel = t('eventRegistration.email.cancel')
  const ics = buildIcs({
    uid: `event-registration-${registration.id}@maison-solaine`,
    start: new Date(event.start),
    end: new Date(event.end),
    stamp: now,
    summary: event.title,
    description: `${body}\n${cancel}: ${link}`,
    location: venue,
    url: link,
  })
  return {
    subject: t('eventRegistration.email.subject', { event: event.title }),
    text: `${greeting}\n\n${body}\n\n${calendar}\n\n${cancel}: ${link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(calendar)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(cancel)}</a></p>`,
    attachments: [
      {
        filename: 'maison-solaine-event.ics',
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  }
}

/** Sends it; a mail failure is logged and never undoes the registration. */
export async function sendRegistrationEmail(
  payload: Payload,
  registration: RegistrationView,
  link: string,
): Promise<void> {
  try {
    await payload.sendEmail({
      to: registration.email,
      ...registrationEmail(registration, link, await mailTranslator(registration.locale)),
    })
  } catch (err) {
    payload.logger.error({
      err,
      msg: 'event registration: confirmation email not sent',
      registration: registration.id,
    })
  }
}

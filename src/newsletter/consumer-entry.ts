import { LOCALES, type LocaleCode } from '@/i18n/locales'

/**
 * The consumer entry of a confirmed newsletter subscription (SPEC §7 "Newsletter entry body"),
 * the record a CRM takes in. Built once, when the subscription is confirmed, and stored on the
 * entry; countryCode is the market of the locale the visitor signed up from (issue 12: an offline
 * lookup; docs/decisions.md says why the market rather than an IP database), null for en-ww.
 */

export const BRAND = 'Maison Solaine'
export const NEWSLETTER_ACTIVITY = { id: 'newsletter-signup', name: 'Newsletter sign-up' } as const

export type ConsumerEntry = {
  email: string
  collectorCreatedDate: string
  entryType: 'consumer'
  contactType: 'B2C'
  countryCode: string | null
  optIns: Array<{ optInStatus: 0 | 1; legalConsent: string; brand: string }>
  activities: Array<{ activityId: string; activityName: string; activityType: 'Newsletter' }>
  source: Array<{ prEntity: string; touchPointName: string; touchPointType: 'Webform' }>
}

export function countryOfLocale(locale: string): string | null {
  return LOCALES.find((l) => l.code === locale)?.country ?? null
}

export function consumerEntry(input: {
  email: string
  locale: LocaleCode
  consentText: string
  source: string
  optedIn: boolean
  at: Date
}): ConsumerEntry {
  return {
    email: input.email,
    collectorCreatedDate: input.at.toISOString(),
    entryType: 'consumer',
    contactType: 'B2C',
    countryCode: countryOfLocale(input.locale),
    optIns: [{ optInStatus: input.optedIn ? 1 : 0, legalConsent: input.consentText, brand: BRAND }],
    activities: [
      {
        activityId: NEWSLETTER_ACTIVITY.id,
        activityName: NEWSLETTER_ACTIVITY.name,
        activityType: 'Newsletter',
      },
    ],
    source: [{ prEntity: BRAND, touchPointName: input.source, touchPointType: 'Webform' }],
  }
}

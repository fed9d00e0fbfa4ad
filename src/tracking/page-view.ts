/**
 * The fields every tracking event carries (SPEC §7: page type, name, language, country,
 * site_region and site_type d2c), built from the locale module. Pure.
 */
import { DEFAULT_LOCALE, getLocale, isLocale } from '@/i18n/locales'
import type { TrackingEvent } from './track'

export const SITE_TYPE = 'd2c'
/** Country of the international locale, which has no ISO country. */
export const INTERNATIONAL_COUNTRY = 'WW'

/** What the page tells the tracker about itself (see PageFrame's data attributes). */
export interface TrackedPage {
  /** The template (e.g. `home`) or the detail page's content type (e.g. `cocktails`). */
  type: string
  /** The page's title. */
  name: string
}

export interface TrackingContext {
  page_type: string
  page_name: string
  language: string
  country: string
  site_region: string
  site_type: typeof SITE_TYPE
}

export function trackingContext(localeCode: string, page: TrackedPage): TrackingContext {
  const info = getLocale(isLocale(localeCode) ? localeCode : DEFAULT_LOCALE)
  return {
    page_type: page.type,
    page_name: page.name,
    language: info.language,
    country: info.country ?? INTERNATIONAL_COUNTRY,
    site_region: info.region,
    site_type: SITE_TYPE,
  }
}

export const EVENTS = {
  pageView: 'page_view',
  ageGateView: 'age_gate_view',
  ageGatePass: 'age_gate_pass',
  /** SPEC §7 "visit booking opened (visitName)": the booking form of a visit slot opens. */
  visitBookingOpened: 'visit_booking_opened',
  /** SPEC §7 "newsletter or webform submit (form type, page location)": an editor's form was sent. */
  webformSubmit: 'webform_submit',
} as const

/** An event of this site: its name plus the context fields of the page it happened on. */
export function siteEvent(
  event: string,
  localeCode: string,
  page: TrackedPage,
  extra: Record<string, unknown> = {},
): TrackingEvent {
  return { event, ...trackingContext(localeCode, page), ...extra }
}

/** The page view payload (SPEC §7), with the page's path. */
export function pageViewEvent(localeCode: string, page: TrackedPage, path: string): TrackingEvent {
  return siteEvent(EVENTS.pageView, localeCode, page, { page_path: path })
}

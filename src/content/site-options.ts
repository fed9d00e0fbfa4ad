import type { Payload } from 'payload'
import { DEFAULT_LOCALE, type LocaleCode } from '@/i18n/locales'
import type { SiteOption } from '@/payload-types'

// The options a locale may leave empty to use the default locale's (issue 17 item 8): the crest
// image, the social links and the age gate background. Every other option is the locale's own,
// as Payload's fallback between locales is off (src/payload.config.ts).

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0)

/** The locale's options with the empty falling-back ones taken from the default locale's. */
export function withDefaultLocaleOptions(own: SiteOption, fallback: SiteOption): SiteOption {
  const gate = own.age_gate ?? {}
  return {
    ...own,
    crest_image: isEmpty(own.crest_image) ? fallback.crest_image : own.crest_image,
    social_links: isEmpty(own.social_links) ? fallback.social_links : own.social_links,
    age_gate: {
      ...gate,
      background: isEmpty(gate.background) ? fallback.age_gate?.background : gate.background,
    },
  }
}

const needsFallback = (own: SiteOption) =>
  isEmpty(own.crest_image) || isEmpty(own.social_links) || isEmpty(own.age_gate?.background)

/** The site options as the site shows them in a locale (one read, two when one falls back). */
export async function readSiteOptions(payload: Payload, locale: LocaleCode): Promise<SiteOption> {
  const read = (code: LocaleCode) =>
    payload.findGlobal({ slug: 'site-options', locale: code, fallbackLocale: false, depth: 1 })
  const own = await read(locale)
  if (locale === DEFAULT_LOCALE || !needsFallback(own)) return own
  return withDefaultLocaleOptions(own, await read(DEFAULT_LOCALE))
}

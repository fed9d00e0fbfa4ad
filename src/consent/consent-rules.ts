/**
 * The consent rules (issue 12, docs/decisions.md "Consent"): the four categories, each locale's
 * default before a choice, how long a stored choice lasts, and what each category lets through.
 * Pure: no React, no storage, no clock (callers pass `now`).
 */
import { isLocale, type LocaleCode } from '@/i18n/locales'

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing', 'media'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** The categories a visitor may refuse (necessary is always on: the site cannot work without it). */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'media'] as const

/**
 * The version of the cookie policy the visitor agreed to. Raise it when the policy changes what
 * is collected or by whom: every stored choice of an older version is asked again.
 */
export const POLICY_VERSION = 1

/** A choice lasts this many calendar months from the day it was made (or last changed). */
export const CHOICE_MONTHS = 12

/** Where the choice is kept (localStorage), in the consent library's own format. */
export const CONSENT_STORAGE_KEY = 'consent_choice'

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value)
}

/**
 * opt-in: nothing optional runs before the visitor chooses; opt-out: the optional categories run
 * until the visitor refuses them. Today every locale is opt-in (docs/decisions.md explains why,
 * market by market); the mode is per locale so that one market can change without code.
 */
export type ConsentMode = 'opt-in' | 'opt-out'

export interface ConsentPolicy {
  mode: ConsentMode
}

const OPT_IN: ConsentPolicy = { mode: 'opt-in' }

/** Each locale's policy (one row per locale; the reasons are in docs/decisions.md). */
export const LOCALE_POLICIES: Record<LocaleCode, ConsentPolicy> = {
  // The GDPR and UK GDPR with the ePrivacy rules: prior, freely given consent.
  'fr-fr': OPT_IN,
  'pl-pl': OPT_IN,
  'en-uk': OPT_IN,
  // The international site is read from everywhere, Europe included.
  'en-ww': OPT_IN,
  // Québec's Law 25 wants tracking off by default; one rule for both Canadian locales.
  'fr-ca': OPT_IN,
  'en-ca': OPT_IN,
  // US state laws allow opt-out, but the house keeps one standard (decisions: "Consent").
  'en-us': OPT_IN,
  'es-mx': OPT_IN,
  // POPIA, Nigeria's NDPA 2023, Ghana's Data Protection Act: consent before processing.
  'en-za': OPT_IN,
  'en-ng': OPT_IN,
  'en-gh': OPT_IN,
  // PDPO, PDPA (Taiwan, Singapore, Malaysia), Decree 13/2023, Federal Law 152-FZ.
  'en-hk': OPT_IN,
  'zh-hk': OPT_IN,
  'zh-tw': OPT_IN,
  'en-sg': OPT_IN,
  'en-my': OPT_IN,
  'vi-vn': OPT_IN,
  'ru-ru': OPT_IN,
}

/** The locale's policy; an unknown code gets the strictest one. */
export function policyFor(locale: string): ConsentPolicy {
  return isLocale(locale) ? LOCALE_POLICIES[locale] : OPT_IN
}

/** What the visitor chose: the optional categories they accepted, and when. */
export interface ConsentChoice {
  accepted: ConsentCategory[]
  version: number
  /** When the choice was made or last changed. */
  decidedAt: Date
}

/**
 * The stored choice as the consent library (vanilla-cookieconsent) writes it, or null when the
 * value is missing or not one. Only the fields the rules need are read.
 */
export function parseStoredChoice(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { categories, revision, lastConsentTimestamp, consentTimestamp } = value as Record<
    string,
    unknown
  >
  if (!Array.isArray(categories) || typeof revision !== 'number') return null
  const when = typeof lastConsentTimestamp === 'string' ? lastConsentTimestamp : consentTimestamp
  const decidedAt = typeof when === 'string' ? new Date(when) : null
  if (!decidedAt || Number.isNaN(decidedAt.getTime())) return null
  return { accepted: categories.filter(isConsentCategory), version: revision, decidedAt }
}

/**
 * A choice as the consent library stores it, for the site's tests and fixtures to start as a
 * visitor who already chose (the library accepts it as its own, and so do these rules).
 */
export function choiceRecord(accepted: readonly ConsentCategory[], now: Date): string {
  const at = now.toISOString()
  return JSON.stringify({
    categories: ['necessary', ...accepted.filter((c) => c !== 'necessary')],
    revision: POLICY_VERSION,
    data: null,
    consentTimestamp: at,
    lastConsentTimestamp: at,
    consentId: '00000000-0000-4000-8000-000000000000',
    services: Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, []])),
    languageCode: 'en',
    expirationTime: choiceExpiry(now).getTime(),
  })
}

/** `date` plus `months` calendar months; a day the target month lacks becomes its last day. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

/** When a choice made at `decidedAt` runs out. */
export function choiceExpiry(decidedAt: Date): Date {
  return addMonths(decidedAt, CHOICE_MONTHS)
}

/** Whole days from `now` to the expiry of a choice made now (the library counts in days). */
export function choiceDays(now: Date): number {
  return Math.round((choiceExpiry(now).getTime() - now.getTime()) / 86_400_000)
}

/** A clock a little behind the one that stored the choice still accepts it. */
const CLOCK_SLACK_MS = 86_400_000

/**
 * A choice still counts: made for the current policy version, less than 12 months ago, and not
 * dated in the future (beyond a day of clock difference), which only a forged value would be.
 */
export function isChoiceCurrent(
  choice: ConsentChoice | null,
  now: Date,
  version: number = POLICY_VERSION,
): choice is ConsentChoice {
  if (!choice || choice.version !== version) return false
  const made = choice.decidedAt.getTime()
  return (
    now.getTime() + CLOCK_SLACK_MS >= made &&
    now.getTime() < choiceExpiry(choice.decidedAt).getTime()
  )
}

export interface ConsentState {
  /** The visitor has a current choice; when false the banner asks. */
  decided: boolean
  granted: Record<ConsentCategory, boolean>
}

/**
 * What is allowed now: a current choice decides; without one, the locale's mode does (opt-in:
 * only the necessary; opt-out: everything until refused). Necessary is always granted.
 */
export function consentState(
  choice: ConsentChoice | null,
  policy: ConsentPolicy,
  now: Date,
  version: number = POLICY_VERSION,
): ConsentState {
  const decided = isChoiceCurrent(choice, now, version)
  const allowed = (category: ConsentCategory): boolean => {
    if (category === 'necessary') return true
    if (decided) return choice.accepted.includes(category)
    return policy.mode === 'opt-out'
  }
  return {
    decided,
    granted: {
      necessary: true,
      analytics: allowed('analytics'),
      marketing: allowed('marketing'),
      media: allowed('media'),
    },
  }
}

/**
 * What each category lets through: every feature that sends data to a third party or stores
 * anything beyond the site's own working state names its category here, and asks
 * `hasConsent(CONSENT_PURPOSES.x)` (src/consent/client.ts) before it runs.
 */
export const CONSENT_PURPOSES = {
  /** The site's own state: age-gate pass, this choice, the member's session. */
  siteState: 'necessary',
  /** Tracking events into window.dataLayer (SPEC §7) and the tag manager reading it. */
  dataLayer: 'analytics',
  /** The conversion pixel of the buy widget (SPEC §7). */
  pixel: 'marketing',
  /** The purchase-locator buy widget (SPEC §7). */
  buyWidget: 'marketing',
  /** YouTube and Vimeo players (embed_player). */
  videoPlayer: 'media',
  /** The Eventtia event-registration iframe. */
  eventBooking: 'media',
  /** The support-chat snippet (en-us). */
  supportChat: 'media',
} as const satisfies Record<string, ConsentCategory>

export type ConsentPurpose = keyof typeof CONSENT_PURPOSES

/** Whether a purpose may run in this state. */
export function allows(state: ConsentState, purpose: ConsentPurpose): boolean {
  return state.granted[CONSENT_PURPOSES[purpose]]
}

/**
 * What happens to an analytics event now: sent to the data layer, kept until the visitor
 * chooses, or dropped because they refused.
 */
export type EventFate = 'send' | 'queue' | 'drop'

export function analyticsEventFate(state: ConsentState): EventFate {
  if (state.granted.analytics) return 'send'
  return state.decided ? 'drop' : 'queue'
}

/**
 * The Blue Swift newsletter popin (SPEC §2.8 blue_swift_newsletter_popin, §4: it can be skipped,
 * or it can open the newsletter web form). Offered on the pages of the Blue Swift line, once the
 * visitor is past the age gate and the consent banner, after a moment on the page; "not now" is
 * remembered on the device for SKIP_DAYS. Pure.
 */

export const POPIN_STORAGE_KEY = 'blue_swift_popin_skipped'
export const SKIP_DAYS = 30
/** Seconds on the page before it is offered: never over the page the visitor has just opened. */
export const POPIN_DELAY_SECONDS = 8

const DAY_MS = 24 * 60 * 60 * 1000

/** The Blue Swift line: blue-swift and its limited editions, in every market's slug form. */
export function isBlueSwiftProduct(slug: string | null | undefined): boolean {
  return typeof slug === 'string' && /^blue-swift(-|$)/.test(slug)
}

/** Whether a stored "not now" (ms since the epoch, as text) still holds at `now`. */
export function skippedRecently(stored: string | null, now: number): boolean {
  if (!stored || !/^\d{1,15}$/.test(stored)) return false
  const at = Number(stored)
  return at <= now && now - at < SKIP_DAYS * DAY_MS
}

export function shouldOfferPopin(input: {
  slug: string | null | undefined
  skipped: string | null
  now: number
  ageGateWaiting: boolean
  consentDecided: boolean
  /** Another dialog is open (a modal, the consent settings). */
  dialogOpen: boolean
}): boolean {
  return (
    isBlueSwiftProduct(input.slug) &&
    !skippedRecently(input.skipped, input.now) &&
    !input.ageGateWaiting &&
    input.consentDecided &&
    !input.dialogOpen
  )
}

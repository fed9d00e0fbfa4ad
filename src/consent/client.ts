/**
 * The consent API for browser code (issue 12): players, chat, pixel and buy widget ask it before
 * they load anything from a third party.
 *
 *   hasConsent('media')            → boolean, now
 *   subscribeConsent(fn)           → calls fn on every change; returns the unsubscribe
 *   useConsent('media')            → the same as a React hook (./useConsent)
 *   openConsentSettings()          → opens the settings dialog (the footer's "Cookie settings")
 *
 * It reads the stored choice itself (the rules in ./consent-rules), so it answers at once; the
 * banner library is loaded only when the banner or the settings dialog is shown (./banner).
 * On the server nothing is granted but the necessary.
 */
import { awaitConsent, grantConsent, refuseConsent } from '@/tracking/consent'
import {
  analyticsEventFate,
  CONSENT_STORAGE_KEY,
  type ConsentCategory,
  type ConsentState,
  consentState,
  parseStoredChoice,
  policyFor,
} from './consent-rules'

export type { ConsentCategory, ConsentState } from './consent-rules'

/** The texts and locale the banner needs; the layout's ConsentHost registers them. */
export interface BannerSetup {
  locale: string
  language: string
  texts: Record<string, string>
}

type Listener = (state: ConsentState) => void

const UNDECIDED: ConsentState = {
  decided: false,
  granted: { necessary: true, analytics: false, marketing: false, media: false },
}

let current: ConsentState | null = null
let setup: BannerSetup | null = null
const listeners = new Set<Listener>()

function readStoredChoice(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY)
  } catch {
    return null
  }
}

function computeState(): ConsentState {
  const locale = document.documentElement.dataset.locale ?? ''
  return consentState(parseStoredChoice(readStoredChoice()), policyFor(locale), new Date())
}

/** Sends, keeps or drops analytics events according to the state. */
function applyToDataLayer(state: ConsentState): void {
  const fate = analyticsEventFate(state)
  if (fate === 'send') grantConsent()
  else if (fate === 'drop') refuseConsent()
  else awaitConsent()
}

/** The consent now (on the server: nothing optional). */
export function currentConsent(): ConsentState {
  if (typeof window === 'undefined') return UNDECIDED
  if (!current) {
    current = computeState()
    applyToDataLayer(current)
  }
  return current
}

/** Whether the visitor allows this category now. */
export function hasConsent(category: ConsentCategory): boolean {
  return currentConsent().granted[category]
}

/** Calls `listener` with the new state on every change of the choice; returns the unsubscribe. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Reads the stored choice again (after the banner saved it, or another tab changed it), applies
 * it to the data layer and tells the subscribers when something changed.
 */
export function refreshConsent(): void {
  if (typeof window === 'undefined') return
  const before = current
  const next = computeState()
  current = next
  applyToDataLayer(next)
  if (before && JSON.stringify(before) === JSON.stringify(next)) return
  for (const listener of [...listeners]) listener(next)
}

/** Called once by the layout's ConsentHost with the locale's texts. */
export function configureConsent(value: BannerSetup): void {
  setup = value
}

async function loadBanner() {
  if (!setup) throw new Error('configureConsent must run before the consent banner opens')
  const banner = await import('./banner')
  await banner.startBanner(setup)
  return banner
}

/** Shows the first-visit banner (accept all, refuse all, choose). */
export async function openConsentBanner(): Promise<void> {
  ;(await loadBanner()).showBanner()
}

/** Opens the settings dialog, where each category can be switched on or off. */
export async function openConsentSettings(): Promise<void> {
  await (await loadBanner()).showSettings()
}

/** Accepts one more category without showing anything (the media placeholder's button). */
export async function acceptConsentCategory(category: ConsentCategory): Promise<void> {
  const granted = currentConsent().granted
  const accepted = (Object.keys(granted) as ConsentCategory[]).filter(
    (c) => c === category || (currentConsent().decided && granted[c]),
  )
  ;(await loadBanner()).acceptCategories(accepted)
}

/** For tests: forget the state read so far. */
export function resetConsentForTests(): void {
  current = null
  setup = null
  listeners.clear()
}

/**
 * Shared browser-test setup. playwright.config.ts gives every context AGE_GATE_PASSED_STATE, so
 * specs see pages as a returning visitor: the age gate passed and the cookie banner answered
 * (everything accepted, so players and tracking behave as before the banner existed). A spec
 * that needs a first visit (the gate, the banner) opts out with
 * `test.use({ storageState: NO_STORED_STATE })`.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { AGE_GATE_STORAGE_KEY, MAX_MINIMUM_AGE } from '../../src/components/age-gate/age-gate-pass'
import {
  CONSENT_STORAGE_KEY,
  choiceRecord,
  OPTIONAL_CATEGORIES,
} from '../../src/consent/consent-rules'

type StorageState = {
  cookies: []
  origins: { origin: string; localStorage: { name: string; value: string }[] }[]
}

/** A cookie choice with every category accepted, made now (valid for 12 months). */
export function acceptedConsentValue(): string {
  return choiceRecord(OPTIONAL_CATEGORIES, new Date())
}

/**
 * A stored pass for the highest minimum age any locale may ask, so every locale is open, and a
 * stored cookie choice, so the banner never covers what a test clicks.
 */
export function AGE_GATE_PASSED_STATE(origin: string): StorageState {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: AGE_GATE_STORAGE_KEY, value: String(MAX_MINIMUM_AGE) },
          { name: CONSENT_STORAGE_KEY, value: acceptedConsentValue() },
        ],
      },
    ],
  }
}

export const NO_STORED_STATE: StorageState = { cookies: [], origins: [] }

/**
 * For a context made without the config's defaults: store the pass and the cookie choice before
 * any page loads (the same returning visitor as AGE_GATE_PASSED_STATE).
 */
export async function passAgeGate(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    (entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value)
    },
    [
      [AGE_GATE_STORAGE_KEY, String(MAX_MINIMUM_AGE)],
      [CONSENT_STORAGE_KEY, acceptedConsentValue()],
    ] as Array<[string, string]>,
  )
}

const SCRIPTS = '**/_next/static/chunks/**/*.js'

/**
 * Holds the page's scripts back, as on a slow phone: the HTML arrives, nothing hydrates. The
 * returned function lets them through.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Array<() => void> = []
  await page.route(SCRIPTS, (route) => {
    held.push(() => route.continue().catch(() => {}))
  })
  return async () => {
    await page.unroute(SCRIPTS)
    for (const release of held) release()
  }
}

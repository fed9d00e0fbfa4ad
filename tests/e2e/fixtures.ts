/**
 * Shared browser-test setup. playwright.config.ts gives every context AGE_GATE_PASSED_STATE, so
 * specs see pages as a visitor who passed the age gate. A spec that needs the gate (a first
 * visit) opts out with `test.use({ storageState: NO_STORED_STATE })`.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { AGE_GATE_STORAGE_KEY, MAX_MINIMUM_AGE } from '../../src/components/age-gate/age-gate-pass'

type StorageState = {
  cookies: []
  origins: { origin: string; localStorage: { name: string; value: string }[] }[]
}

/** A stored pass for the highest minimum age any locale may ask, so every locale is open. */
export function AGE_GATE_PASSED_STATE(origin: string): StorageState {
  return {
    cookies: [],
    origins: [
      { origin, localStorage: [{ name: AGE_GATE_STORAGE_KEY, value: String(MAX_MINIMUM_AGE) }] },
    ],
  }
}

export const NO_STORED_STATE: StorageState = { cookies: [], origins: [] }

/** For a context made without the config's defaults: store the pass before any page loads. */
export async function passAgeGate(context: BrowserContext): Promise<void> {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    AGE_GATE_STORAGE_KEY,
    String(MAX_MINIMUM_AGE),
  ] as const)
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

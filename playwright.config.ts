import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { AGE_GATE_PASSED_STATE } from './tests/e2e/fixtures'

const port = Number(process.env.E2E_PORT ?? 3100)

/**
 * Debian's Chromium, never a downloaded one. Its headless shell (package chromium-headless-shell,
 * the same build without the desktop browser around it) starts faster and runs the suite's
 * first-screen tests ~20% sooner (docs/decisions.md); the full browser stays the fallback.
 * CHROMIUM_PATH picks another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against a production build
 * served by `next start`; scripts/test-all.sh seeds and builds before it runs them.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // A test that fails and then passes is reported as flaky (the summary names the count), so a
  // timing slip on a loaded 2-core runner does not hide the run's result; a broken feature fails
  // both tries. Flaky tests are bugs to chase, as the member-badge race was.
  retries: 1,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Every browser context starts as a visitor who already passed the age gate; the age gate's
    // own spec starts without it (tests/e2e/fixtures.ts).
    storageState: AGE_GATE_PASSED_STATE(`http://127.0.0.1:${port}`),
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production server (server.mjs): it knows each request's client address.
    command: 'node server.mjs',
    // Loopback plays a proxy, so a test that needs its own client address (several sign-ups in
    // one run, under the per-client hourly limit) can send one in X-Forwarded-For.
    // The captcha's work is made tiny (the widget still solves a real challenge in the browser).
    env: {
      PORT: String(port),
      TRUSTED_PROXIES: '127.0.0.1',
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '50',
    },
    url: `http://127.0.0.1:${port}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

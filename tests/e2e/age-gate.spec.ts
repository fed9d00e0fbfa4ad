import { expect, type Page, test } from '@playwright/test'
import { AGE_GATE_STORAGE_KEY, MAX_MINIMUM_AGE } from '../../src/components/age-gate/age-gate-pass'
import { CONSENT_STORAGE_KEY } from '../../src/consent/consent-rules'
import { acceptedConsentValue, holdScripts, NO_STORED_STATE } from './fixtures'

// A first visit: nothing stored yet (the other specs start as visitors who passed the gate).
test.use({ storageState: NO_STORED_STATE })

// The age gate's dialog (after it, a first visit also gets the cookie banner, a dialog too).
const gate = (page: Page) => page.locator('dialog.age-gate')
const select = (page: Page, name: 'Day' | 'Month' | 'Year') =>
  gate(page).getByRole('combobox', { name })

async function chooseDate(page: Page, day: number, month: number, year: number) {
  await select(page, 'Year').selectOption(String(year))
  await select(page, 'Month').selectOption(String(month))
  await select(page, 'Day').selectOption(String(day))
}

type Queued = { event: string } & Record<string, unknown>
const queued = (page: Page) =>
  page.evaluate(() => (window as unknown as { __trackingQueue?: Queued[] }).__trackingQueue ?? [])
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])

test('a first visit shows the gate: day, month, year selects with their placeholders', async ({
  page,
}) => {
  await page.goto('/en-ww/')
  await expect(gate(page)).toBeVisible()
  await expect(gate(page).getByRole('heading', { name: 'Welcome to Maison Solaine' })).toBeVisible()
  const names = await gate(page)
    .getByRole('combobox')
    .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).name))
  expect(names).toEqual(['day', 'month', 'year'])
  await expect(select(page, 'Day').locator('option').first()).toHaveText('DD')
  await expect(select(page, 'Month').locator('option').first()).toHaveText('MM')
  await expect(select(page, 'Year').locator('option').first()).toHaveText('YYYY')
  // Years run from the current year minus 18 (en-ww) down to 1900.
  const years = await select(page, 'Year').locator('option').allTextContents()
  expect(years[1]).toBe(String(new Date().getFullYear() - 18))
  expect(years.at(-1)).toBe('1900')
  // The page content is in the HTML underneath, for crawlers.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The art of patience')
})

test('en-us asks month first, in English, from its own minimum age of 21', async ({ page }) => {
  await page.goto('/en-us/')
  await expect(gate(page)).toBeVisible()
  const names = await gate(page)
    .getByRole('combobox')
    .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).name))
  expect(names).toEqual(['month', 'day', 'year'])
  const years = await select(page, 'Year').locator('option').allTextContents()
  expect(years[1]).toBe(String(new Date().getFullYear() - 21))
})

test('the gate speaks the locale’s language (site options texts)', async ({ page }) => {
  await page.goto('/fr-fr/')
  await expect(
    gate(page).getByRole('heading', { name: 'Bienvenue à la Maison Solaine' }),
  ).toBeVisible()
  await expect(gate(page).getByRole('combobox', { name: 'Jour' })).toBeVisible()
  await expect(gate(page).getByRole('button', { name: 'Entrer' })).toBeVisible()
})

test('day options follow the month and the leap-year rule', async ({ page }) => {
  await page.goto('/en-ww/')
  const days = (n: number) => expect(select(page, 'Day').locator('option')).toHaveCount(n + 1)
  await days(31)
  await select(page, 'Month').selectOption('4')
  await days(30)
  await select(page, 'Month').selectOption('2')
  await days(29) // no year yet: Feb 29 can still be picked
  for (const [year, count] of [
    [2004, 29],
    [2003, 28],
    [2000, 29], // divisible by 400
    [1900, 28], // divisible by 100, not by 400
  ] as const) {
    await select(page, 'Year').selectOption(String(year))
    await days(count)
  }
  // A chosen day the month does not have is unchosen.
  await select(page, 'Month').selectOption('1')
  await select(page, 'Day').selectOption('31')
  await select(page, 'Month').selectOption('2')
  await expect(select(page, 'Day')).toHaveValue('')
})

test('an incomplete date says so; an under-age date is refused and the visitor can retry', async ({
  page,
}) => {
  await page.goto('/en-us/')
  await gate(page).getByRole('button', { name: 'Enter' }).click()
  await expect(gate(page).getByRole('alert')).toContainText(
    'Please choose the day, month and year of your birth.',
  )
  // 20 years old until the end of this year: under en-us's 21.
  const youngest = new Date().getFullYear() - 21
  await chooseDate(page, 31, 12, youngest)
  await gate(page).getByRole('button', { name: 'Enter' }).click()
  await expect(gate(page).getByRole('alert')).toContainText('Sorry, you are not old enough')
  await expect(gate(page).getByRole('alert')).toContainText('try again')
  await expect(gate(page)).toBeVisible()
  await chooseDate(page, 14, 7, 1990)
  await gate(page).getByRole('button', { name: 'Enter' }).click()
  await expect(gate(page)).toBeHidden()
})

test('after passing, focus moves to the page’s main content, not <body>', async ({ page }) => {
  // Cookies already answered: on a first visit the cookie banner follows the gate and rightly
  // takes focus itself, as soon as its script arrives (a race with this check on a busy machine).
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    acceptedConsentValue(),
  ] as const)
  await page.goto('/en-ww/la-maison/')
  await chooseDate(page, 1, 1, 1980)
  await gate(page).getByRole('button', { name: 'Enter' }).click()
  await expect(gate(page)).toBeHidden()
  await expect(page.locator('main#main')).toBeFocused()
})

test('passing is remembered: the next page and a reload do not ask again', async ({ page }) => {
  await page.goto('/en-ww/')
  await chooseDate(page, 1, 1, 1980)
  await gate(page).getByRole('button', { name: 'Enter' }).click()
  await expect(gate(page)).toBeHidden()
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').nth(1).click()
  await expect(page).not.toHaveURL(/\/en-ww\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(gate(page)).toHaveCount(0)
  await page.goto('/fr-fr/la-maison/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Maison')
  await expect(gate(page)).toHaveCount(0)
})

test('a pass at 18 does not open a locale that asks 21', async ({ page }) => {
  await page.goto('/en-ww/')
  await chooseDate(page, 1, 1, new Date().getFullYear() - 19)
  await gate(page).getByRole('button', { name: 'Enter' }).click()
  await expect(gate(page)).toBeHidden()
  await page.goto('/en-us/')
  await expect(gate(page)).toBeVisible()
})

test('a page with bypass_age_gate shows no gate', async ({ page }) => {
  await page.goto('/en-ww/newsletter/thank-you/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Give the gate's check time to run before concluding it stayed away.
  await page.waitForLoadState('networkidle')
  await expect(gate(page)).toHaveCount(0)
})

/** Whether the cover PageFrame's inline script puts over the page is up and showing. */
const covered = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement
    const after = getComputedStyle(html, '::after')
    return (
      html.getAttribute('data-age-gate') === 'pending' &&
      after.content !== 'none' &&
      after.visibility === 'visible'
    )
  })

test('a first visit never glimpses the page: it stays covered until the gate is up', async ({
  page,
}) => {
  // Hold the page's scripts back, as on a slow phone: only the inline check has run.
  const releaseScripts = await holdScripts(page)
  await page.goto('/en-ww/', { waitUntil: 'domcontentloaded' })
  expect(await covered(page)).toBe(true)
  await expect(gate(page)).toHaveCount(0)
  // The scripts arrive: the gate opens and the cover comes off (the dialog has its own backdrop).
  await releaseScripts()
  await expect(gate(page)).toBeVisible()
  expect(await covered(page)).toBe(false)
})

test('a visitor who passed, or a bypass page, is never covered', async ({ page }) => {
  await page.goto('/en-ww/newsletter/thank-you/', { waitUntil: 'domcontentloaded' })
  expect(await covered(page)).toBe(false)
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    AGE_GATE_STORAGE_KEY,
    String(MAX_MINIMUM_AGE),
  ] as const)
  await page.goto('/en-ww/', { waitUntil: 'domcontentloaded' })
  expect(await covered(page)).toBe(false)
})

test('should the gate’s code never run, the cover lapses and the page shows', async ({ page }) => {
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort())
  await page.goto('/en-ww/', { waitUntil: 'domcontentloaded' })
  expect(await covered(page)).toBe(true)
  await expect.poll(() => covered(page), { timeout: 10_000 }).toBe(false)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The art of patience')
})

test('a page with custom_age_gate shows the gate on its own background', async ({ page }) => {
  await page.goto('/en-ww/')
  const siteBackground = await gate(page).locator('img').getAttribute('src')
  await page.goto('/en-ww/noblesse/')
  await expect(gate(page)).toBeVisible()
  await expect(gate(page)).toHaveClass(/age-gate--custom/)
  const custom = await gate(page).locator('img').getAttribute('src')
  expect(custom).toBeTruthy()
  expect(custom).not.toBe(siteBackground)
})

test('Escape as the very first key does not close the gate either', async ({ page }) => {
  // Chrome lets Escape close a modal dialog, whatever its cancel handler says, when the page has
  // had no user activation yet (and Escape gives none): the gate must come back.
  await page.goto('/en-ww/')
  await expect(gate(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(gate(page)).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))))
    .toBe(true)
})

test('the gate is a modal dialog: Tab keeps focus inside, Escape does not close it', async ({
  page,
}) => {
  await page.goto('/en-ww/')
  await expect(gate(page)).toBeVisible()
  await expect(gate(page)).toHaveAttribute('aria-labelledby', /.+/)
  const focusInside = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))
  await expect.poll(focusInside).toBe(true)
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInside(), `after Tab ${i + 1}`).toBe(true)
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusInside(), `after Shift+Tab ${i + 1}`).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(gate(page)).toBeVisible()
  // Operable with the keyboard alone.
  await select(page, 'Day').focus()
  await page.keyboard.press('ArrowDown')
  await select(page, 'Month').focus()
  await page.keyboard.press('ArrowDown')
  await select(page, 'Year').focus()
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown')
  await gate(page).getByRole('button', { name: 'Enter' }).focus()
  await page.keyboard.press('Enter')
  await expect(gate(page)).toBeHidden()
})

test('crawlers get the page content in the HTML, without the gate', async ({ request }) => {
  const html = await (await request.get('/en-ww/')).text()
  expect(html).toContain('The art of patience')
  expect(html).not.toContain('<dialog')
})

test('tracking waits for consent: the queue holds page view, age gate view and pass', async ({
  page,
}) => {
  await page.goto('/en-us/')
  await expect(gate(page)).toBeVisible()
  await chooseDate(page, 14, 7, 1990)
  await gate(page).getByRole('button', { name: 'Enter' }).click()
  await expect(gate(page)).toBeHidden()
  expect(await dataLayer(page)).toEqual([])
  const events = await queued(page)
  const context = {
    // The US home serves the XO collection page (SPEC §2.10).
    page_type: 'collection',
    language: 'en',
    country: 'US',
    site_region: 'na',
    site_type: 'd2c',
  }
  expect(events.map((e) => e.event)).toEqual(['page_view', 'age_gate_view', 'age_gate_pass'])
  expect(events[0]).toMatchObject({ ...context, page_path: '/en-us/' })
  expect(events[0]?.page_name).toBeTruthy()
  expect(events[1]).toMatchObject(context)
  expect(events[2]).toMatchObject({ ...context, minimum_age: 21 })
  // A client-side route change sends another page view.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'The House' })
    .click()
  await expect(page).toHaveURL(/\/en-us\/the-house\/$/)
  await expect
    .poll(async () => (await queued(page)).filter((e) => e.event === 'page_view').at(-1))
    .toMatchObject({ page_path: '/en-us/the-house/', page_name: 'The House', country: 'US' })
  expect(await dataLayer(page)).toEqual([])
})

test('dark-theme pages and menu styling are marked for styling', async ({ page }) => {
  await page.goto('/en-ww/newsletter/thank-you/')
  const frame = page.locator('.page-frame')
  await expect(frame).toHaveAttribute('data-theme', 'light')
  await expect(frame).toHaveAttribute('data-menu-dark', 'true')
  await page.goto('/en-ww/search/')
  await expect(frame).toHaveAttribute('data-theme', 'dark')
  await expect(frame).toHaveAttribute('data-page-type', 'search')
})

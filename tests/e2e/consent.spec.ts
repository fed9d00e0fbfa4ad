import { expect, type Page, test } from '@playwright/test'
import { AGE_GATE_STORAGE_KEY, MAX_MINIMUM_AGE } from '../../src/components/age-gate/age-gate-pass'
import { CONSENT_STORAGE_KEY, choiceRecord, POLICY_VERSION } from '../../src/consent/consent-rules'
import { publishEventtiaPage } from './editor-pages'
import { NO_STORED_STATE } from './fixtures'

// A first visit: no age-gate pass, no cookie choice.
test.use({ storageState: NO_STORED_STATE })

type Event = { event: string } & Record<string, unknown>
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Event[])
const queued = (page: Page) => page.evaluate(() => (window.__trackingQueue ?? []) as Event[])
const names = (events: Event[]) => events.map((e) => e.event)

const gate = (page: Page) => page.locator('dialog.age-gate')
const banner = (page: Page) => page.getByRole('dialog', { name: 'Your privacy, your choice' })
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' })

async function passGate(page: Page) {
  await expect(gate(page)).toBeVisible()
  await gate(page).getByRole('combobox', { name: 'Year' }).selectOption('1990')
  await gate(page).getByRole('combobox', { name: 'Month' }).selectOption('7')
  await gate(page).getByRole('combobox', { name: 'Day' }).selectOption('14')
  await gate(page).getByRole('button', { name: 'Enter' }).click()
  await expect(gate(page)).toBeHidden()
}

/** A visitor who passed the gate earlier but has not answered the banner. */
async function gatePassedEarlier(page: Page) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    AGE_GATE_STORAGE_KEY,
    String(MAX_MINIMUM_AGE),
  ] as const)
}

test('the banner comes after the age gate, never over it, and nothing reaches the data layer before the choice', async ({
  page,
}) => {
  await page.goto('/en-ww/')
  await expect(gate(page)).toBeVisible()
  // Time for the banner to have come, had it not waited for the gate.
  await page.waitForTimeout(2000)
  await expect(banner(page)).toHaveCount(0)
  await passGate(page)

  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Refuse all' })).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Let me choose' })).toBeVisible()
  expect(await dataLayer(page)).toEqual([])
  expect(names(await queued(page))).toEqual(['page_view', 'age_gate_view', 'age_gate_pass'])
})

test('accept all: the waiting events arrive in order, later ones follow at once', async ({
  page,
}) => {
  await page.goto('/en-ww/')
  await passGate(page)
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  expect(names(await dataLayer(page))).toEqual(['page_view', 'age_gate_view', 'age_gate_pass'])
  expect(await queued(page)).toEqual([])

  // A client-side route change sends its page view straight to the data layer.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'The House' })
    .click()
  await expect(page).toHaveURL(/\/en-ww\/la-maison\/$/)
  await expect
    .poll(async () => (await dataLayer(page)).at(-1))
    .toMatchObject({ event: 'page_view', page_path: '/en-ww/la-maison/' })

  // The choice is remembered: the next page load asks nothing and tracks at once.
  await page.goto('/en-ww/cocktails/ginger-spice/')
  await expect
    .poll(async () => names(await dataLayer(page)))
    .toEqual(expect.arrayContaining(['page_view', 'cocktail_viewed']))
  await page.waitForTimeout(1500)
  await expect(banner(page)).toHaveCount(0)
})

test('refuse all: nothing reaches the data layer, then or later', async ({ page }) => {
  await page.goto('/en-ww/')
  await passGate(page)
  await banner(page).getByRole('button', { name: 'Refuse all' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await dataLayer(page)).toEqual([])
  expect(await queued(page)).toEqual([])

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'The House' })
    .click()
  await expect(page).toHaveURL(/\/en-ww\/la-maison\/$/)
  await page.goto('/en-ww/cocktails/ginger-spice/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(1500)
  expect(await dataLayer(page)).toEqual([])
  expect(await queued(page)).toEqual([])
  await expect(banner(page)).toHaveCount(0)
})

test('keyboard: the banner takes focus, its buttons are reached with Tab and answer to Enter', async ({
  page,
}) => {
  await gatePassedEarlier(page)
  await page.goto('/en-ww/')
  await expect(banner(page)).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('#cc-main')))
    .toBe(true)
  let reached = ''
  for (let i = 0; i < 8 && reached !== 'Refuse all'; i++) {
    await page.keyboard.press('Tab')
    reached = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
  }
  expect(reached).toBe('Refuse all')
  await page.keyboard.press('Enter')
  await expect(banner(page)).toBeHidden()
  expect(await dataLayer(page)).toEqual([])
})

test('“Let me choose” opens the settings, one switch per category, usable on a 390 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gatePassedEarlier(page)
  await page.goto('/en-ww/')
  await banner(page).getByRole('button', { name: 'Let me choose' }).click()
  await expect(settings(page)).toBeVisible()
  await expect(settings(page).getByRole('checkbox', { name: 'Necessary' })).toBeChecked()
  await settings(page).getByRole('checkbox', { name: 'Videos and embedded services' }).check()
  const save = settings(page).getByRole('button', { name: 'Save my choices' })
  await expect(save).toBeInViewport()
  await save.click()
  await expect(settings(page)).toBeHidden()
  await expect(banner(page)).toBeHidden()
  expect(await dataLayer(page)).toEqual([])
  expect(await queued(page)).toEqual([])
})

test('“Cookie settings” in the footer re-opens the choice; switching analytics on sends from then on', async ({
  page,
}) => {
  await gatePassedEarlier(page)
  await page.goto('/en-ww/')
  await banner(page).getByRole('button', { name: 'Refuse all' }).click()
  await expect(banner(page)).toBeHidden()

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(settings(page)).toBeVisible()
  for (const category of ['Necessary', 'Analytics', 'Marketing', 'Videos and embedded services']) {
    await expect(settings(page).getByRole('checkbox', { name: category })).toBeAttached()
  }
  await expect(settings(page).getByRole('checkbox', { name: 'Necessary' })).toBeDisabled()
  await expect(settings(page).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
  await settings(page).getByRole('checkbox', { name: 'Analytics' }).check()
  await expect(settings(page).getByRole('checkbox', { name: 'Analytics' })).toBeChecked()
  await settings(page).getByRole('button', { name: 'Save my choices' }).click()
  await expect(settings(page)).toBeHidden()

  // Events dropped by the refusal stay dropped; the next page view is sent.
  expect(await dataLayer(page)).toEqual([])
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'The House' })
    .click()
  await expect.poll(async () => names(await dataLayer(page))).toEqual(['page_view'])

  // Re-opened, the dialog shows the saved choice; Escape closes it.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(settings(page).getByRole('checkbox', { name: 'Analytics' })).toBeChecked()
  await expect(settings(page).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(settings(page)).toBeHidden()
})

const cleanups: Array<() => Promise<void>> = []
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

test('a media placeholder names the provider and loads the player only after consent', async ({
  page,
  request,
}) => {
  const eventtia: string[] = []
  await page.route('https://events.maison-solaine.test/**', (route) => {
    eventtia.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<title>Eventtia</title><p>Book</p>' })
  })
  // No seeded page frames an external address (issue 13): an editor's partner-event page does.
  const partner = await publishEventtiaPage(request)
  cleanups.push(partner.remove)
  await gatePassedEarlier(page)
  await page.goto(partner.path)
  await banner(page).getByRole('button', { name: 'Refuse all' }).click()

  const placeholder = page.locator('[data-consent-gate="media"]')
  await expect(placeholder).toContainText('Eventtia')
  await expect(placeholder).toContainText('This content is provided by Eventtia')
  await expect(page.locator('iframe.block--eventtia-frame')).toHaveCount(0)
  expect(eventtia).toEqual([])

  await placeholder.getByRole('button', { name: 'Load content from Eventtia' }).click()
  const frame = page.locator('iframe.block--eventtia-frame')
  await expect(frame).toHaveAttribute('src', /^https:\/\/events\.maison-solaine\.test\//)
  await expect(frame).toHaveCSS('height', '700px')
  await expect.poll(() => eventtia.length).toBeGreaterThan(0)
  // Loading it recorded consent for media only.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(
    settings(page).getByRole('checkbox', { name: 'Videos and embedded services' }),
  ).toBeChecked()
  await expect(settings(page).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
  await page.keyboard.press('Escape')

  // The next visit loads it at once.
  await page.reload()
  await expect(page.locator('iframe.block--eventtia-frame')).toBeVisible()
  await expect(placeholder).toHaveCount(0)
})

for (const [label, decidedAt, version] of [
  ['made 13 months ago', new Date(Date.now() - 396 * 86_400_000), POLICY_VERSION],
  ['made for an older policy version', new Date(), POLICY_VERSION - 1],
] as const) {
  test(`a choice ${label} is asked again`, async ({ page }) => {
    const stored = JSON.parse(choiceRecord(['analytics', 'marketing', 'media'], decidedAt))
    stored.revision = version
    stored.expirationTime = Date.now() + 86_400_000
    await page.addInitScript(
      ([gateKey, gateValue, consentKey, consentValue]) => {
        window.localStorage.setItem(gateKey, gateValue)
        window.localStorage.setItem(consentKey, consentValue)
      },
      [
        AGE_GATE_STORAGE_KEY,
        String(MAX_MINIMUM_AGE),
        CONSENT_STORAGE_KEY,
        JSON.stringify(stored),
      ] as const,
    )
    await page.goto('/en-ww/')
    await expect(banner(page)).toBeVisible()
    // Until the new answer, events wait rather than follow the old one.
    expect(await dataLayer(page)).toEqual([])
    expect(names(await queued(page))).toContain('page_view')
  })
}

test('the banner speaks the locale’s language and fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gatePassedEarlier(page)
  await page.goto('/zh-tw/')
  const zh = page.getByRole('dialog', { name: '您的隱私，由您決定' })
  await expect(zh).toBeVisible()
  await expect(zh.getByRole('button', { name: '全部接受' })).toBeVisible()
  await expect(zh.getByRole('button', { name: '全部拒絕' })).toBeVisible()
  const box = await zh.boundingBox()
  expect(box?.x).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Cookie 設定' }),
  ).toBeAttached()
})

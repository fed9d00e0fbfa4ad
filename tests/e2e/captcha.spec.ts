import { expect, test } from '@playwright/test'

/**
 * Issue 12, captcha (src/security/captcha): the ALTCHA widget loads only where a form is used,
 * solves in the background in the page's language, and the API refuses a form without it.
 * The test server runs with a tiny captcha work (playwright.config.ts).
 */

const widgetDefined = () => customElements.get('altcha-widget') !== undefined

test('the footer form starts the captcha only when the visitor turns to it', async ({ page }) => {
  const challenges: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/captcha/challenge/')) challenges.push(r.url())
  })
  await page.goto('/fr-fr/')
  const form = page.locator('form.chrome-newsletter')
  await expect(form).toBeVisible()
  await page.waitForLoadState('networkidle')
  // A page view: no widget code, no challenge, no work.
  expect(await page.evaluate(widgetDefined)).toBe(false)
  expect(challenges).toEqual([])

  await form.locator('input[type="email"]').focus()
  await expect(form.locator('.captcha')).toHaveAttribute('data-captcha-state', 'verified')
  expect(await page.evaluate(widgetDefined)).toBe(true)
  expect(challenges).toHaveLength(1)
  expect(challenges[0]).toContain('locale=fr-fr')
  // Its texts are the site's, in French, and a live region tells screen readers.
  await expect(form.locator('altcha-widget')).toContainText('Vérifié')
  await expect(form.locator('.captcha').getByRole('status')).toHaveText('Vérifié')
})

test('a page that is a form solves at once and sends the solution with it', async ({ page }) => {
  const sent: Array<string | null> = []
  page.on('request', (r) => {
    if (r.url().includes('/api/members/forgot-password/')) {
      sent.push((r.postDataJSON() as { altcha?: string | null }).altcha ?? null)
    }
  })
  await page.goto('/en-ww/account/forgot-password/')
  const captcha = page.locator('.account-form .captcha')
  await expect(captcha).toHaveAttribute('data-captcha-state', 'verified')
  await expect(captcha.getByRole('checkbox', { name: 'Checked' })).toBeChecked()
  await page.getByLabel('Email address', { exact: true }).fill('nobody@example.com')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.locator('.account-page').getByRole('status')).toBeVisible()
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatch(/^[A-Za-z0-9+/=]{100,}$/)
})

test('the API refuses a public form without a solution, in the page’s language', async ({
  request,
}) => {
  const answer = await request.post('/api/newsletter/', {
    data: { email: 'a@example.com', locale: 'fr-fr', consent: true, consentText: 'Oui.' },
  })
  expect(answer.status()).toBe(400)
  expect(await answer.json()).toMatchObject({
    ok: false,
    error: 'captcha',
    message: expect.stringContaining('Nous n’avons pas pu confirmer'),
  })
  const challenge = await request.get('/api/captcha/challenge/')
  expect(challenge.status()).toBe(200)
  expect(challenge.headers()['cache-control']).toBe('no-store')
})

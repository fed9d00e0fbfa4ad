import { expect, type Page, test } from '@playwright/test'
import { passAgeGate } from './fixtures'

/** Fails the test on any console error the page logs. */
function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`)
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return errors
}

const homes = [
  { path: '/en-ww/', lang: 'en', title: 'The art of patience' },
  { path: '/fr-fr/', lang: 'fr-FR', title: 'L’art de la patience' },
  { path: '/zh-tw/', lang: 'zh-Hant-TW', title: '耐心的藝術' },
]

for (const home of homes) {
  test(`${home.path} shows its own seeded home in its language`, async ({ page }) => {
    const errors = watchConsole(page)
    const response = await page.goto(home.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title)
    // The seeded block is on the page too.
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('/ sends a French-Canadian browser to fr-ca', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' })
  await passAgeGate(context)
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(/\/fr-ca\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('L’art de la patience')
  await context.close()
})

test('/ sends a browser with no known language to en-ww', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  await passAgeGate(context)
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(/\/en-ww\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The art of patience')
  await context.close()
})

for (const path of ['/xx-yy/', '/en-ww/no-such-page/', '/en-ww/collection/no-such-product/']) {
  test(`${path} shows the not-found template with HTTP 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    // The tab and search results say what happened, not just the brand.
    if (path.startsWith('/en-ww/'))
      await expect(page).toHaveTitle('Page not found · Maison Solaine')
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL(/\/en-ww\/$/)
  })
}

test('the not-found template speaks the locale’s language', async ({ page }) => {
  const response = await page.goto('/zh-tw/no-such-page/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到頁面')
  await expect(page).toHaveTitle(/^找不到頁面 · /)
})

test('en-us reaches its own slugs through the menu, nested pages included', async ({ page }) => {
  await page.goto('/en-us/')
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'The House' })
    .click()
  await expect(page).toHaveURL(/\/en-us\/the-house\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The House')
  await page
    .getByRole('navigation', { name: 'Footer navigation' })
    .getByRole('link', { name: 'Our history' })
    .click()
  await expect(page).toHaveURL(/\/en-us\/the-house\/history\/$/)
  await expect(page.getByText('1847: Élise Solaine buys her first still')).toBeVisible()
})

test('the footer switches to another locale’s home', async ({ page }) => {
  await page.goto('/en-ww/')
  // The language selector is a disclosure in the footer (src/components/language).
  await page.locator('.language-switcher summary').click()
  await page
    .getByRole('navigation', { name: 'Choose your country and language' })
    .getByRole('link', { name: 'Polska (Polski)' })
    .click()
  await expect(page).toHaveURL(/\/pl-pl\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sztuka cierpliwości')
})

test('a URL without its trailing slash is sent to the one with it', async ({ page }) => {
  await page.goto('/fr-fr/la-maison')
  await expect(page).toHaveURL(/\/fr-fr\/la-maison\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Maison')
})

test('/admin shows the Payload login', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByLabel(/email/i)).toBeVisible()
  await expect(page.getByLabel(/password/i).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /login/i })).toBeVisible()
})

test('the health check answers ok while the database answers', async ({ request }) => {
  const response = await request.get('/api/health/')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
  expect(response.headers()['cache-control']).toBe('no-store')
})

test('public pages are cacheable by a CDN', async ({ request }) => {
  const response = await request.get('/fr-fr/')
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/)
})

for (const locale of ['en-us', 'fr-fr', 'zh-tw']) {
  test(`${locale}: every header and footer link leads to a page`, async ({ page, request }) => {
    await page.goto(`/${locale}/`)
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))])
    // The main menu of the seed (five panels and the secondary links) plus 18 language links.
    expect(hrefs.length).toBeGreaterThanOrEqual(25)
    for (const href of hrefs) {
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
    }
  })
}

test('deep seeded pages render their own content in their locale', async ({ page }) => {
  await page.goto('/en-us/the-house/craftsmanship/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const title = await page.getByRole('heading', { level: 1 }).textContent()
  await page.goto('/fr-fr/la-maison/craftsmanship/')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title ?? '')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
})

test('a product page shows the bottle, its tasting notes and facts in the locale’s language', async ({
  page,
}) => {
  const response = await page.goto('/en-ww/collection/xo/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solaine XO')
  await expect(page.getByRole('heading', { name: 'Tasting notes' })).toBeVisible()
  await expect(page.getByText('40 % vol.')).toBeVisible()
  await page.goto('/zh-tw/collection/xo/')
  await expect(page.getByRole('heading', { name: '品飲筆記' })).toBeVisible()
})

test('a product answers at its own slug per locale and nowhere else', async ({ page }) => {
  expect((await page.goto('/en-us/collection/vs-single-distillery-2/'))?.status()).toBe(200)
  // The en-ww slug under /en-us/ is a moved URL of the en-ww ↔ en-us table: redirected.
  await page.goto('/en-us/collection/vs-single-distillery/')
  await expect(page).toHaveURL(/\/en-us\/collection\/vs-single-distillery-2\/$/)
  expect((await page.goto('/en-us/collection/vs-single-distillery-3/'))?.status()).toBe(404)
  expect((await page.goto('/en-ww/collection/vs-single-distillery/'))?.status()).toBe(200)
})

import { type APIResponse, expect, type Page, test } from '@playwright/test'
import { NO_STORED_STATE } from './fixtures'

/**
 * Issue 11 item 7: security headers on pages, API routes and /admin, and a Content-Security-Policy
 * the site and the admin live with (no violation while a visitor or an editor works).
 */

const directive = (policy: string | undefined, name: string) =>
  policy
    ?.split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1)

function expectCommonHeaders(answer: APIResponse) {
  const h = answer.headers()
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['permissions-policy']).toContain('camera=()')
  expect(h['x-frame-options']).toBe('DENY')
  expect(directive(h['content-security-policy'], 'frame-ancestors')).toEqual(["'none'"])
  // Served over http here: no HSTS (it is for an https public origin in production only).
  expect(h['strict-transport-security']).toBeUndefined()
}

test('a static page, an API route and the admin carry the security headers', async ({
  request,
}) => {
  const page = await request.get('/en-ww/')
  expect(page.status()).toBe(200)
  expectCommonHeaders(page)
  // Still served from the cache: the policy did not make the page dynamic (a dynamic page has no
  // x-nextjs-cache at all). MISS when another spec's edit has just expired it (revalidateTag
  // with expire: 0 renders on the next request; the front cache spec publishes in parallel).
  expect(['HIT', 'STALE', 'MISS']).toContain(page.headers()['x-nextjs-cache'])
  const pageScripts = directive(page.headers()['content-security-policy'], 'script-src')
  expect(pageScripts).toEqual(["'self'", "'unsafe-inline'"])
  expect(directive(page.headers()['content-security-policy'], 'object-src')).toEqual(["'none'"])

  const api = await request.get('/api/search/?locale=en-ww&q=cognac')
  expect(api.status()).toBe(200)
  expectCommonHeaders(api)
  expect(directive(api.headers()['content-security-policy'], 'default-src')).toEqual(["'none'"])

  const file = await request.get('/api/media/file/catalog-cover-vineyard.jpg')
  expect(file.status()).toBe(200)
  expectCommonHeaders(file)
  expect(file.headers()['content-security-policy']).toContain('sandbox')
  // Served from the upload folder: cacheable, revalidated by its ETag, unknown names are 404.
  expect(file.headers()['content-type']).toBe('image/jpeg')
  expect(file.headers()['cache-control']).toContain('public')
  const again = await request.get('/api/media/file/catalog-cover-vineyard.jpg', {
    headers: { 'If-None-Match': file.headers().etag ?? '' },
  })
  expect(again.status()).toBe(304)
  // The addresses the site gives out carry the file's version: kept for a year.
  const versioned = await request.get('/api/media/file/catalog-cover-vineyard.jpg?v=01234567')
  expect(versioned.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(file.headers()['cache-control']).not.toContain('immutable')
  expect((await request.get('/api/media/file/no-such-file.jpg')).status()).toBe(404)
  expect((await request.get('/api/media/file/..%2F..%2F.env')).status()).toBe(404)

  // The admin and the account pages: a fresh nonce per answer, no inline script without it.
  const nonces = new Set<string>()
  for (const path of ['/admin/login/', '/admin/login/', '/en-ww/account/sign-in/']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    expectCommonHeaders(answer)
    const scripts = directive(answer.headers()['content-security-policy'], 'script-src') ?? []
    expect(scripts, path).not.toContain("'unsafe-inline'")
    expect(scripts, path).toContain("'strict-dynamic'")
    const nonce = scripts.find((s) => s.startsWith("'nonce-"))
    expect(nonce, path).toBeTruthy()
    nonces.add(nonce!)
    // Next.js put the nonce on the page's own scripts.
    expect(await answer.text(), path).toContain(`nonce="${nonce!.slice(7, -1)}"`)
  }
  expect(nonces.size).toBe(3)
})

/**
 * Every CSP violation the page or its frames report: the DOM event (with the blocked address and
 * directive) and Chromium's console message, across navigations.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation
      report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`)
    })
  })
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text())
  })
  return violations
}

test.describe('a visitor’s first visit', () => {
  test.use({ storageState: NO_STORED_STATE })

  test('the site runs without a CSP violation: age gate, pages, images, modals, forms', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const violations = await watchCsp(page)
    // The video player's page is not fetched (offline); its frame is what the policy decides.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
    )

    // The age gate: its early script and its form.
    await page.goto('/en-ww/')
    const gate = page.locator('dialog.age-gate')
    await expect(gate).toBeVisible()
    await gate.getByRole('combobox', { name: 'Year' }).selectOption('1980')
    await gate.getByRole('combobox', { name: 'Month' }).selectOption('1')
    await gate.getByRole('combobox', { name: 'Day' }).selectOption('1')
    await gate.getByRole('button', { name: 'Enter' }).click()
    await expect(gate).toBeHidden()

    // The cookie banner (loaded after the gate) and its settings dialog; accepting lets the
    // video player below load.
    const banner = page.getByRole('dialog', { name: 'Your privacy, your choice' })
    await banner.getByRole('button', { name: 'Let me choose' }).click()
    const settings = page.getByRole('dialog', { name: 'Cookie settings' })
    await settings.getByRole('button', { name: 'Accept all' }).click()
    await expect(settings).toBeHidden()
    await expect(banner).toBeHidden()

    // Pages with images, in a Latin, a Cyrillic and a CJK locale.
    for (const path of ['/en-ww/', '/ru-ru/', '/zh-tw/']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect
        .poll(() =>
          page.evaluate(
            () => [...document.images].filter((img) => img.complete && img.naturalWidth > 0).length,
          ),
        )
        .toBeGreaterThan(0)
    }

    // Modals: the embed player frames the provider's player; the search modal and its answers.
    await page.goto('/en-ww/')
    const video = page.getByRole('dialog', { name: 'Video' })
    await expect(async () => {
      if ((await video.count()) === 0) {
        await page.evaluate(() =>
          window.dispatchEvent(
            new CustomEvent('site:open-modal', {
              detail: {
                type: 'embed_player',
                props: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Cellar' },
              },
            }),
          ),
        )
      }
      await expect(video).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(video.locator('iframe')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(video).toBeHidden()

    // Site search (fetch to /api/search/).
    await page.goto('/en-ww/search/?q=cognac')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')

    // The newsletter form posts with fetch.
    await page.goto('/en-ww/')
    const newsletter = page.getByRole('form', { name: 'News from the cellar' })
    await newsletter
      .getByRole('textbox', { name: 'Your email address' })
      .fill(`csp-${Date.now()}@example.com`)
    await newsletter.locator('.chrome-newsletter__consent').getByRole('checkbox').check()
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()

    // An account page (the nonce policy): a sign-in attempt.
    await page.goto('/en-ww/account/sign-in/')
    await page.getByLabel('Email address', { exact: true }).fill('nobody@example.com')
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').first()).toBeVisible()

    expect(violations).toEqual([])
  })
})

test('an account page refuses injected inline script (and the watcher reports it)', async ({
  page,
}) => {
  const violations = await watchCsp(page)
  await page.goto('/en-ww/account/sign-in/')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  // The classic injected markup: an inline event handler. Only the nonce's scripts run here.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/no-such-image.png" onerror="window.__injected = true" alt="">',
    ),
  )
  await expect.poll(() => violations.join('\n')).toContain('script-src')
  expect(await page.evaluate(() => '__injected' in window)).toBe(false)
})

test('the admin works under its CSP: sign in, open a document, save it', async ({ page }) => {
  test.setTimeout(90_000)
  const violations = await watchCsp(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/email/i).fill('editor@maison-solaine.test')
  await page
    .getByLabel(/password/i)
    .first()
    .fill('Solaine-demo-2026!')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  await page.goto('/admin/collections/tags/?locale=en-ww')
  // The list rewrites its own URL (sort, limit) once it has loaded; a click that lands during
  // that navigation is dropped, so click again until the document opens.
  const firstRow = page.locator('table tbody tr a').first()
  const documentUrl = /\/admin\/collections\/tags\/\d+/
  await expect(async () => {
    if (!documentUrl.test(page.url())) await firstRow.click({ timeout: 5_000 })
    await expect(page).toHaveURL(documentUrl, { timeout: 5_000 })
  }).toPass({ timeout: 40_000 })
  const title = page.locator('input[name="title"], input[name="name"]').first()
  await expect(title).toBeVisible()
  const original = await title.inputValue()
  await title.fill(`${original}!`)
  await page
    .getByRole('button', { name: /^(save|publish changes)$/i })
    .first()
    .click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
  // Put it back as it was.
  await title.fill(original)
  await page
    .getByRole('button', { name: /^(save|publish changes)$/i })
    .first()
    .click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })

  expect(violations).toEqual([])
})

import { type Browser, expect, type Page, test } from '@playwright/test'
import { MARKET_EDITOR, signInToAdmin } from './editor-pages'
import { NO_STORED_STATE } from './fixtures'
import { asEditor } from './outbox'

/**
 * The editors' preview (issue 17 item 1; docs/editors.md): the preview route and its refusals,
 * the preview bar and its exit, framing only in preview, and the workflow an editor follows in
 * the admin in fr-fr — a draft, its preview and live preview, a scheduled publish, the publish.
 */

/** The seed's member support: a CMS user without a content role. */
const SUPPORT = { email: 'support@maison-solaine.test', password: 'Solaine-support-2026!' }

const DRAFT_COOKIE = '__prerender_bypass'

/** A JSON read through the admin's REST API as the signed-in user (from the admin's origin). */
function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async (url) => (await fetch(url, { credentials: 'include' })).json(),
    path,
  ) as Promise<T>
}

/** A seeded cocktail published and available in fr-fr: its id and public path. */
async function frenchCocktail(page: Page) {
  const { docs } = await api<{ docs: { id: number; slug: string; title: string }[] }>(
    page,
    '/api/cocktails/?locale=fr-fr&depth=0&limit=1&sort=id&where[available][equals]=true',
  )
  const doc = docs[0]!
  return { id: doc.id, title: doc.title, path: `/fr-fr/cocktails/${doc.slug}/` }
}

/** The page's main heading as a visitor sees it, in a fresh context (no editor, no draft cookie). */
async function publicHeading(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL })
  try {
    const visitor = await context.newPage()
    await visitor.goto(path)
    return (await visitor.locator('main h1').first().textContent())?.trim() ?? ''
  } finally {
    await context.close()
  }
}

test.describe('the preview route', () => {
  test('refuses visitors, members’ and non-content roles, and addresses off the site', async ({
    request,
    playwright,
    baseURL,
  }) => {
    // Nobody signed in: 401, in the language of the browser.
    const anonymous = await request.get('/api/preview/?path=/fr-fr/', {
      headers: { 'accept-language': 'fr-FR' },
      maxRedirects: 0,
    })
    expect(anonymous.status()).toBe(401)
    expect(await anonymous.json()).toMatchObject({
      ok: false,
      error: 'unauthorized',
      message: 'Veuillez vous connecter pour effectuer cette action.',
    })
    expect(anonymous.headers()['set-cookie'] ?? '').not.toContain(DRAFT_COOKIE)

    // A CMS user without a content role (member support): 403.
    const support = await playwright.request.newContext({ baseURL })
    const login = await support.post('/api/users/login/', { data: SUPPORT })
    expect(login.status()).toBe(200)
    const token = (await login.json()).token as string
    const refused = await support.get('/api/preview/?path=/fr-fr/', {
      headers: { Authorization: `JWT ${token}` },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(403)
    expect((await refused.json()).error).toBe('forbidden')
    await support.dispose()

    // An editor, but an address that is not a page of the site: 400, no draft mode.
    const headers = { ...(await asEditor(request)), 'accept-language': 'en' }
    for (const path of [
      '//evil.example/',
      'https://evil.example/fr-fr/',
      '/fr-fr/../admin/',
      '/fr-fr/%2e%2e/admin/',
      '/admin/',
      '/xx-yy/',
      '',
    ]) {
      const answer = await request.get(`/api/preview/?${new URLSearchParams({ path })}`, {
        headers,
        maxRedirects: 0,
      })
      expect(answer.status(), path).toBe(400)
      expect(await answer.json()).toMatchObject({
        error: 'badPath',
        message: 'This address is not a page of the site.',
      })
      expect(answer.headers()['set-cookie'] ?? '').not.toContain(DRAFT_COOKIE)
    }

    // The editor and a page: draft mode on, back to the page.
    const ok = await request.get('/api/preview/?path=/fr-fr/', { headers, maxRedirects: 0 })
    expect(ok.status()).toBe(307)
    expect(ok.headers().location).toBe('/fr-fr/')
    expect(ok.headers()['set-cookie']).toContain(DRAFT_COOKIE)
    expect(ok.headers()['cache-control']).toContain('no-store')
  })
})

test.describe('a page in preview', () => {
  // A first visit: the age gate would show to a visitor who never passed it.
  test.use({ storageState: NO_STORED_STATE })

  test('shows the preview bar, skips the age gate, may be framed by the site only; exit ends it', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    // A visitor's page: no bar, the gate, no framing.
    const visitor = await page.goto('/fr-fr/')
    expect(visitor?.headers()['x-frame-options']).toBe('DENY')
    expect(visitor?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await expect(page.locator('dialog.age-gate')).toBeVisible()
    await expect(page.locator('.preview-bar')).toHaveCount(0)

    await signInToAdmin(page)
    const answer = await page.goto('/api/preview/?path=/fr-fr/')
    await expect(page).toHaveURL(`${baseURL}/fr-fr/`)
    expect(answer?.headers()['x-frame-options']).toBe('SAMEORIGIN')
    expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    const bar = page.getByRole('complementary', { name: 'Aperçu' })
    await expect(bar).toContainText('Aperçu — contenu en brouillon')
    await expect(page.locator('dialog.age-gate')).not.toBeVisible()
    // The admin stays unframeable, draft cookie or not.
    const admin = await page.request.get('/admin/')
    expect(admin.headers()['x-frame-options']).toBe('DENY')
    expect(admin.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

    await bar.getByRole('link', { name: 'Quitter l’aperçu' }).click()
    await expect(page).toHaveURL(`${baseURL}/fr-fr/`)
    await expect(page.locator('.preview-bar')).toHaveCount(0)
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === DRAFT_COOKIE)).toBeUndefined()
  })

  for (const locale of ['fr-fr', 'ru-ru', 'zh-tw']) {
    test(`the bar in ${locale} at 390 and 1366 px`, async ({ page }) => {
      test.setTimeout(90_000)
      await signInToAdmin(page)
      await page.goto(`/api/preview/?path=/${locale}/`)
      const bar = page.locator('.preview-bar')
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 768 })
        await expect(bar).toBeVisible()
        const box = await bar.boundingBox()
        // The bar spans the page and its text is not cut (one or two lines).
        expect(box?.width).toBeGreaterThanOrEqual(width - 20)
        expect(box?.height).toBeLessThan(120)
        await page.screenshot({
          path: `test-results/preview-bar-${locale}-${width}.png`,
          clip: { x: 0, y: 0, width, height: 200 },
        })
      }
      await page.goto('/api/preview/exit/')
    })
  }
})

test.describe('the editor’s workflow in fr-fr', () => {
  test.describe.configure({ mode: 'serial' })

  test('draft, preview, live preview, schedule, publish', async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 1366, height: 900 })
    await signInToAdmin(page)
    const cocktail = await frenchCocktail(page)
    const stamp = Date.now().toString(36)
    const draftTitle = `${cocktail.title} — brouillon ${stamp}`

    await page.goto(`/admin/collections/cocktails/${cocktail.id}/?locale=fr-fr`)
    const titleField = page.locator('#field-title')
    // The form shows the latest draft (an earlier run may have left one), the site the published.
    await expect(titleField).toBeVisible()
    const autosaved = () =>
      page.waitForResponse(
        (r) =>
          r.url().includes(`/api/cocktails/${cocktail.id}`) &&
          r.url().includes('autosave=true') &&
          r.ok(),
        { timeout: 30_000 },
      )
    const firstSave = autosaved()
    await titleField.fill(draftTitle)
    // Autosave keeps the change as a draft: the published page does not change.
    await firstSave
    await expect(page.getByText(/Last saved/i).first()).toBeVisible({ timeout: 30_000 })
    await page.screenshot({ path: 'test-results/editors-draft.png' })
    expect(await publicHeading(browser, baseURL!, cocktail.path)).toBe(cocktail.title)

    // Preview (a new tab through the preview route): the draft, and no age gate.
    const previewLink = page.locator('#preview-button')
    await expect(previewLink).toHaveAttribute(
      'href',
      `${baseURL}/api/preview/?path=${encodeURIComponent(cocktail.path)}`,
    )
    const [preview] = await Promise.all([page.context().waitForEvent('page'), previewLink.click()])
    await preview.waitForLoadState()
    await expect(preview).toHaveURL(`${baseURL}${cocktail.path}`)
    await expect(preview.locator('main h1').first()).toHaveText(draftTitle)
    await expect(preview.locator('.preview-bar')).toBeVisible()
    await expect(preview.locator('dialog.age-gate')).not.toBeVisible()
    await preview.setViewportSize({ width: 1366, height: 768 })
    await preview.screenshot({ path: 'test-results/editors-preview.png' })
    await preview.close()
    // Still the published text for a visitor.
    expect(await publicHeading(browser, baseURL!, cocktail.path)).toBe(cocktail.title)

    // Live preview: the page beside the form follows what is typed, after autosave.
    await page.locator('#live-preview-toggler').click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.locator('main h1').first()).toHaveText(draftTitle, { timeout: 30_000 })
    const liveTitle = `${cocktail.title} — en direct ${stamp}`
    await titleField.fill(liveTitle)
    await expect(frame.locator('main h1').first()).toHaveText(liveTitle, { timeout: 30_000 })
    await expect(frame.locator('.preview-bar')).toBeVisible()
    await page.screenshot({ path: 'test-results/editors-live-preview.png' })
    await page.locator('#live-preview-toggler').click()

    // Schedule the publish (the admin's schedule drawer), for tomorrow: it is listed as upcoming.
    // (The jobs runner publishes it then; the publish below does not wait for it.)
    await page
      .locator('.btn--withPopup', { has: page.locator('#action-save') })
      .locator('.popup-button')
      .click()
    await page.locator('#schedule-publish').click()
    const drawer = page.locator('.schedule-publish')
    await expect(drawer.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible()
    await expect(drawer.getByText('No upcoming events scheduled.')).toBeVisible()
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000)
    const when = `${tomorrow.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })} 10:00 AM`
    const dateInput = drawer.locator('.react-datepicker__input-container input')
    await dateInput.fill(when)
    await drawer.locator('h2').first().click()
    await page.screenshot({ path: 'test-results/editors-schedule.png' })
    await drawer.locator('#scheduled-publish-save').click()
    await expect(page.getByText('Scheduled successfully.').first()).toBeVisible({ timeout: 30_000 })
    await expect(drawer.locator('table')).toContainText(tomorrow.getFullYear().toString())
    await page.keyboard.press('Escape')

    // Publish: a visitor sees it.
    await page.locator('#action-save').click()
    await expect(page.getByText(/updated successfully|published/i).first()).toBeVisible({
      timeout: 30_000,
    })
    await expect
      .poll(() => publicHeading(browser, baseURL!, cocktail.path), { timeout: 20_000 })
      .toBe(liveTitle)

    // Put the demo text back (published again).
    const headers = await asEditor(page.request)
    const restored = await page.request.patch(`/api/cocktails/${cocktail.id}/?locale=fr-fr`, {
      headers,
      data: { title: cocktail.title, _status: 'published' },
    })
    expect(restored.status()).toBe(200)
  })

  test('a market editor previews their market and cannot edit another market’s locale', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await signInToAdmin(page, MARKET_EDITOR)
    const cocktail = await frenchCocktail(page)
    // Their locale: the preview opens.
    await page.goto(`/api/preview/?${new URLSearchParams({ path: cocktail.path })}`)
    await expect(page).toHaveURL(`${baseURL}${cocktail.path}`)
    await expect(page.locator('.preview-bar')).toBeVisible()
    await page.goto('/api/preview/exit/')

    // en-ww: saving a draft is refused, in words that say why.
    await page.goto(`/admin/collections/cocktails/${cocktail.id}/?locale=en-ww`)
    const titleField = page.locator('#field-title')
    const before = await titleField.inputValue()
    await titleField.fill(`${before} (market ${Date.now()})`)
    const saveDraft = page.getByRole('button', { name: 'Save Draft' })
    if (await saveDraft.isVisible()) await saveDraft.click()
    await expect(
      page
        .getByText(
          /You may edit only your markets’ locales|You may edit only your markets' locales/,
        )
        .first(),
    ).toBeVisible({ timeout: 30_000 })
    const stored = await api<{ title?: string }>(
      page,
      `/api/cocktails/${cocktail.id}/?locale=en-ww&depth=0&draft=true`,
    )
    expect(stored.title).toBe(before)
  })
})

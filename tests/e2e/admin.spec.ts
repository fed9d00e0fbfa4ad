import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import { MARKET_EDITOR, signInToAdmin } from './editor-pages'

/**
 * Creates a tag through the admin's own REST API as the signed-in user, in one locale only and
 * switched off there (so never on the site): its HTTP status and id.
 */
async function createHiddenTag(page: Page, title: string, locale: string) {
  return page.evaluate(
    async ({ title, locale }) => {
      const response = await fetch(`/api/tags/?locale=${locale}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title,
          slug: title.toLowerCase().replace(/\s+/g, '-'),
          available: false,
        }),
      })
      const body = (await response.json()) as { doc?: { id: number } }
      return { status: response.status, id: body.doc?.id }
    },
    { title, locale },
  )
}

// The content model of SPEC §3, as editors find it in the admin.
const COLLECTIONS = [
  'pages',
  'products',
  'cocktails',
  'food-recipes',
  'articles',
  'news',
  'videos',
  'shows',
  'playlists',
  'podcasts',
  'journeys',
  'timeline',
  'sessions',
  'episodes',
  'quizzcognacprofile',
  'quizzjourneys',
  'quiz',
  'tags',
  'categories',
  'media',
  'outlets',
  'events',
  'redirects',
  'members',
]
const GLOBALS = ['site-options', 'main-menu', 'member-levels']

test('the admin lists every collection and global of the content model', async ({ page }) => {
  test.setTimeout(60_000)
  await signInToAdmin(page)
  const nav = page.locator('nav')
  for (const slug of COLLECTIONS) {
    await expect(nav.locator(`a[href="/admin/collections/${slug}/"]`), slug).toHaveCount(1)
  }
  for (const slug of GLOBALS) {
    await expect(nav.locator(`a[href="/admin/globals/${slug}/"]`), slug).toHaveCount(1)
  }
})

test('editors can write in all 18 locales: the locale switcher offers each one', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signInToAdmin(page)
  // The admin remembers the editor's last locale (this test leaves zh-tw): start from en-ww.
  await page.goto(`/admin/collections/pages/?locale=${DEFAULT_LOCALE}`)
  const current = LOCALES.find((l) => l.code === DEFAULT_LOCALE)!
  await expect(page.getByLabel('Locale')).toContainText(current.label)
  await page.getByLabel('Locale').click()
  const options = page.locator('.popup-button-list__button', { hasText: /\([a-z]{2}-[a-z]{2}\)$/ })
  await expect(options.first()).toBeVisible()
  const offered = new Set(
    (await options.allTextContents()).map((text) => /\(([a-z]{2}-[a-z]{2})\)$/.exec(text)?.[1]),
  )
  offered.add(current.code)
  expect([...offered].sort()).toEqual(LOCALES.map((l) => l.code).sort())
  for (const locale of LOCALES.filter((l) => l.code !== DEFAULT_LOCALE)) {
    await expect(options.filter({ hasText: `(${locale.code})` }).first()).toHaveText(
      `${locale.label} (${locale.code})`,
    )
  }
  // Switching shows that locale's own content: the pages list in Traditional Chinese.
  await options.filter({ hasText: '(zh-tw)' }).first().click()
  await expect(page).toHaveURL(/[?&]locale=zh-tw/)
  await expect(
    page
      .locator('table')
      .getByText(/\p{Script=Han}/u)
      .first(),
  ).toBeVisible()
})

/** The page template field's help text (src/cms/collections/Pages.ts). */
const TEMPLATE_HELP = 'How the page is laid out; Universal shows the title and the blocks.'

test('an editor reads human labels and row contents, and can switch the admin to French', async ({
  page,
}) => {
  // Four admin views as the demo editor: about 20 s alone, up to a minute in the full run.
  test.setTimeout(120_000)
  await signInToAdmin(page)
  // Any page of the seed, read from the admin's own origin (the editor's cookie counts only there).
  const api = (path: string) =>
    page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).json(), path)
  const { docs } = (await api(`/api/pages/?limit=1&depth=0&locale=${DEFAULT_LOCALE}`)) as {
    docs: { id: number }[]
  }
  const pageUrl = `/admin/collections/pages/${docs[0]!.id}/?locale=${DEFAULT_LOCALE}`

  await page.goto(pageUrl)
  // Fields of the main column: the sidebar's settings group can come back folded (the editor's
  // saved preference), and then its fields are not in the page at all.
  await expect(page.getByRole('checkbox', { name: 'Available in this locale' })).toBeVisible()
  await expect(page.getByText(TEMPLATE_HELP, { exact: true })).toBeVisible()

  // Menu rows are labelled with their own titles, not "Item 01".
  const { items } = (await api(`/api/globals/main-menu/?depth=0&locale=${DEFAULT_LOCALE}`)) as {
    items: { title: string }[]
  }
  await page.goto(`/admin/globals/main-menu/?locale=${DEFAULT_LOCALE}`)
  await expect(page.getByText(items[0]!.title, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/^Item \d+$/)).toHaveCount(0)

  // The language picker of the account page: the admin's own words turn French.
  await page.goto('/admin/account/')
  await page.locator('#language-select').click()
  await page.getByText('Français', { exact: true }).click()
  await expect
    .poll(
      async () => (await page.context().cookies()).find((c) => c.name === 'payload-lng')?.value,
      { timeout: 30_000 },
    )
    .toBe('fr')
  await page.goto(pageUrl)
  // Pages have drafts: the save button publishes ("Publier les modifications").
  await expect(page.locator('#action-save')).toHaveText(/Publier/)
  // Our own labels stay English in every admin language (docs/decisions.md).
  await expect(page.getByText(TEMPLATE_HELP, { exact: true })).toBeVisible()
})

test('site options list every interface text key with its default, above the overrides', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInToAdmin(page)
  await page.goto('/admin/globals/site-options?locale=fr-fr')
  const catalogue = page.locator('details.interface-text-catalogue')
  await catalogue.locator('summary').click()
  const row = catalogue.locator('tr', {
    has: page.locator('code', { hasText: /^exclusive\.signIn$/ }),
  })
  await expect(row).toContainText('Sign in')
  await expect(page.getByRole('heading', { name: /^Interface text overrides/ })).toBeVisible()
  await page.setViewportSize({ width: 1366, height: 900 })
  await catalogue.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/admin-interface-texts.png' })
})

test('lists show each document’s locales, and an untranslated one by its marked en-ww title', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInToAdmin(page)
  // A tag written in en-ww only and switched off there (so never on the site).
  const title = `Locale check ${Date.now()}`
  const created = (await createHiddenTag(page, title, DEFAULT_LOCALE)).status
  expect(created).toBe(201)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/admin/collections/tags/?locale=fr-fr&limit=50')
  const row = page.locator('tbody tr', { hasText: title })
  await expect(row).toContainText(`(${DEFAULT_LOCALE}) ${title}`)
  await expect(row).toContainText(`${DEFAULT_LOCALE} (off)`)
  await expect(row.getByRole('link', { name: `(${DEFAULT_LOCALE}) ${title}` })).toBeVisible()
  await expect(page.getByText('<No Title>')).toHaveCount(0)
  // The seed's tags are written in every locale.
  await expect(page.locator('tbody tr', { hasText: `All ${LOCALES.length}` }).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/admin-list-locales.png' })
  // The site options say which options fall back to en-ww.
  await page.goto('/admin/globals/site-options?locale=fr-fr')
  await page.locator('.tabs-field__tab-button', { hasText: 'Age gate' }).click()
  await expect(
    page.getByText(`Per locale. Left empty, this locale uses the ${DEFAULT_LOCALE} value.`),
  ).toBeVisible()
})

test('a market editor saves in their own locale and is refused in another market’s', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInToAdmin(page, MARKET_EDITOR)
  // A tag of their own, written in fr-fr and switched off (so never on the site).
  const title = `Market check ${Date.now()}`
  const { id } = await createHiddenTag(page, title, 'fr-fr')
  expect(id).toBeTruthy()
  const titleField = page.getByRole('textbox', { name: /^Title/ })

  // Their market: the change is saved.
  await page.goto(`/admin/collections/tags/${id}/?locale=fr-fr`)
  await titleField.fill(`${title} (fr)`)
  // Tags have drafts (issue 17): the save button publishes.
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully|published/i).first()).toBeVisible({
    timeout: 30_000,
  })

  // Another market's locale: the save is refused, in words that say why and what to do.
  await page.goto(`/admin/collections/tags/${id}/?locale=${DEFAULT_LOCALE}`)
  await titleField.fill(`${title} (en)`)
  await page.locator('#action-save').click()
  await expect(
    page.getByText(
      /You may edit only your markets’ locales|You may edit only your markets' locales/,
    ),
  ).toBeVisible({ timeout: 30_000 })
  const stored = await page.evaluate(
    async ({ id, locale }) =>
      (await (
        await fetch(`/api/tags/${id}/?locale=${locale}&depth=0&fallback-locale=none`, {
          credentials: 'include',
        })
      ).json()) as { title?: string | null },
    { id, locale: DEFAULT_LOCALE },
  )
  expect(stored.title ?? null).not.toBe(`${title} (en)`)
  const own = await page.evaluate(
    async (id) =>
      (await (
        await fetch(`/api/tags/${id}/?locale=fr-fr&depth=0`, { credentials: 'include' })
      ).json()) as {
        title?: string
      },
    id,
  )
  expect(own.title).toBe(`${title} (fr)`)
})

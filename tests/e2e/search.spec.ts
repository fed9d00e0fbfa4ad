import { expect, type Page, test } from '@playwright/test'

const results = (page: Page, name = 'Search results') => page.getByRole('list', { name })
const status = (page: Page) => page.locator('.site-search__status')

test('the search page shows what matches the query in the URL, linked to each item', async ({
  page,
}) => {
  await page.goto('/en-ww/search/?q=julep')
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('julep')
  await expect(status(page)).toHaveText(/results? for “julep”/)
  const julep = results(page).getByRole('link', { name: 'Julep', exact: true })
  await expect(julep).toHaveAttribute('href', '/en-ww/cocktails/julep/')
  await julep.click()
  await expect(page).toHaveURL(/\/en-ww\/cocktails\/julep\/$/)
})

test('searching from the page puts the query in the URL; the house’s cognacs come first', async ({
  page,
}) => {
  await page.goto('/en-ww/search/')
  await expect(status(page)).toHaveText(/Type at least 2 characters/)
  const input = page.getByRole('searchbox', { name: 'Search the site' })
  // An empty search keeps the focus in the field and goes nowhere.
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(input).toBeFocused()
  await expect(page).toHaveURL(/\/en-ww\/search\/$/)

  await input.fill('xo')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/en-ww\/search\/\?q=xo$/)
  await expect(results(page).getByRole('heading').first()).toHaveText('Solaine XO')
})

test('a query that matches nothing says so, in the locale’s language', async ({ page }) => {
  await page.goto('/fr-fr/search/?q=zzqqxx')
  await expect(status(page)).toHaveText('Aucun résultat pour « zzqqxx ». Essayez un autre mot.')
  await expect(results(page)).toHaveCount(0)
})

test('each locale searches its own content', async ({ page }) => {
  await page.goto(`/zh-tw/search/?q=${encodeURIComponent('側車')}`)
  await expect(results(page, '搜尋結果').getByRole('heading', { name: '側車' })).toBeVisible()
  await expect(status(page)).toContainText('「側車」的搜尋結果')
})

test('a members-only item is found as its locked card: a visitor is sent to sign in', async ({
  page,
}) => {
  await page.goto('/en-ww/search/?q=cellar%20master')
  const card = page.locator('.card--exclusive', { hasText: 'The cellar master’s notes' })
  await expect(card.getByText('Members only')).toBeVisible()
  await expect(card.getByRole('link', { name: /The cellar master’s notes/ })).toHaveAttribute(
    'href',
    '/en-ww/account/sign-in/?redirect_to=%2Fen-ww%2Farticles%2Fcellar-masters-notes%2F',
  )
})

test('when search cannot answer, the page says so and can try again', async ({ page }) => {
  await page.route('**/api/search/**', (route) => route.abort())
  await page.goto('/en-ww/search/?q=sidecar')
  await expect(status(page)).toHaveText('Search is unavailable right now. Please try again.')
  await page.unroute('**/api/search/**')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(results(page).getByRole('heading', { name: 'Sidecar' })).toBeVisible()
})

test('the search modal leads to the results', async ({ page }) => {
  await page.goto('/en-ww/')
  await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click()
  const input = page.getByRole('searchbox', { name: 'What are you looking for?' })
  await input.fill('sidecar')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/en-ww\/search\/\?q=sidecar$/)
  await expect(results(page).getByRole('heading', { name: 'Sidecar' })).toBeVisible()
})

test('the search API checks its input and lets a CDN keep public answers', async ({ request }) => {
  const bad = await request.get('/api/search/?locale=xx-yy&q=xo')
  expect(bad.status()).toBe(400)
  const short = await request.get('/api/search/?locale=en-ww&q=x')
  expect(await short.json()).toMatchObject({ query: 'x', results: [], total: 0 })
  const ok = await request.get('/api/search/?locale=en-ww&q=%20%20sidecar%20')
  expect(ok.headers()['cache-control']).toContain('s-maxage=300')
  const body = (await ok.json()) as { query: string; results: Array<{ kind: string }> }
  expect(body.query).toBe('sidecar')
  expect(body.results.map((r) => r.kind)).toContain('cocktails')
})

test('type filters with counts and pages narrow the results, in the URL', async ({ page }) => {
  await page.goto('/en-ww/search/?q=cognac')
  const filters = page.getByRole('group', { name: 'Filter by type' })
  const all = filters.getByRole('button', { name: /^All \d+$/ })
  await expect(all).toHaveAttribute('aria-pressed', 'true')
  const total = Number((await all.textContent())?.replace(/\D+/g, ''))
  expect(total).toBeGreaterThan(12)
  await expect(status(page)).toHaveText(`${total} results for “cognac”`)
  // Twelve a page, and the pages say where we are.
  await expect(results(page).locator(':scope > li')).toHaveCount(12)
  const pages = page.getByRole('navigation', { name: 'Result pages' })
  await expect(pages).toContainText(`Page 1 of ${Math.ceil(total / 12)}`)
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  const firstOfPageOne = await results(page).getByRole('heading').first().textContent()
  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(pages).toContainText('Page 2 of')
  await expect(results(page).getByRole('heading').first()).not.toHaveText(firstOfPageOne ?? '')

  // A type filter: only cocktails, counted, from its first page.
  const cocktails = filters.getByRole('button', { name: /^Cocktails \d+$/ })
  const count = Number((await cocktails.textContent())?.replace(/\D+/g, ''))
  await cocktails.click()
  await expect(page).toHaveURL(/[?&]type=cocktails/)
  await expect(page).not.toHaveURL(/[?&]page=/)
  await expect(cocktails).toHaveAttribute('aria-pressed', 'true')
  await expect(status(page)).toHaveText(new RegExp(`^${count} results? for “cognac”`))
  const links = results(page).getByRole('link')
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/en-ww\/cocktails\//)
  }
  // The shared URL opens on the same filter.
  await page.reload()
  await expect(filters.getByRole('button', { name: /^Cocktails \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('typed without accents or with a slip, the search still finds and marks the words', async ({
  page,
}) => {
  const marked = () =>
    page.evaluate(() =>
      [...(CSS.highlights.get('search-match') ?? [])].map((range) => String(range)),
    )
  // fr-fr: "cafe" finds the Café Corsé and marks "Café" in it.
  await page.goto('/fr-fr/search/?q=cafe')
  await expect(
    results(page, 'Résultats de la recherche').getByRole('heading', { name: /Café/ }).first(),
  ).toBeVisible()
  await expect.poll(marked).toContain('Café')
  // en-us: one slip in a word of five letters.
  await page.goto('/en-us/search/?q=juleb')
  await expect(results(page).getByRole('link', { name: /Julep/ }).first()).toBeVisible()
  await expect.poll(marked).toEqual(expect.arrayContaining([expect.stringMatching(/^Julep$/i)]))
  // zh-tw: the characters typed are marked in the title.
  await page.goto(`/zh-tw/search/?q=${encodeURIComponent('側車')}`)
  await expect.poll(marked).toContain('側車')
})

/**
 * The store-locator page (issue 13): the visitor's position lists the nearest outlets in
 * distance order, the product filter narrows them, a refused position says so, a product page
 * preselects its product, and without scripts the server lists the outlets near the main city.
 */
import { expect, type Page, test } from '@playwright/test'

const PARIS = { latitude: 48.8566, longitude: 2.3522 }
const PAGE = '/fr-fr/store-locator/'

const list = (page: Page) => page.locator('ol.locator__list')
const outlets = (page: Page) => list(page).locator('li[data-outlet-id]')

async function distances(page: Page): Promise<number[]> {
  return outlets(page).evaluateAll((items) =>
    items.map((item) => Number((item as HTMLElement).dataset.distanceKm)),
  )
}

/** The API's answer to the next store-locator request whose query has `part`. */
function answer(page: Page, part: string) {
  return page.waitForResponse(
    (r) => r.url().includes('/api/store-locator/?') && r.url().includes(part) && r.ok(),
  )
}

async function total(page: Page): Promise<number> {
  return Number(await list(page).getAttribute('data-total'))
}

test.describe('with the position shared (Paris)', () => {
  test.use({ geolocation: PARIS, permissions: ['geolocation'] })

  test('"use my location" lists the nearest outlets in distance order; a product narrows them', async ({
    page,
  }) => {
    await page.goto(PAGE)
    const located = answer(page, 'lat=48.85660&lng=2.35220')
    await page.getByRole('button', { name: 'Utiliser ma position' }).click()
    await located
    await expect(page.getByRole('heading', { name: 'Points de vente près de vous' })).toBeVisible()
    await expect(list(page)).toHaveAttribute('aria-busy', 'false')
    await expect(outlets(page)).toHaveCount(30)
    const near = await distances(page)
    expect(near[0]).toBeLessThan(5)
    expect(near).toEqual([...near].sort((a, b) => a - b))
    // Distances are written in km, the French way.
    await expect(outlets(page).first().locator('.outlet__distance')).toHaveText(/\d(,\d)?\s?km$/)
    const all = await total(page)

    const filtered = answer(page, 'product=xo')
    await page.getByLabel('Cognac', { exact: true }).selectOption('xo')
    await filtered
    await expect(list(page)).toHaveAttribute('aria-busy', 'false')
    await expect.poll(() => total(page)).toBeLessThan(all)
    expect(await total(page)).toBeGreaterThan(0)
    const carried = await outlets(page).evaluateAll((items) =>
      items.map((item) => (item as HTMLElement).dataset.products?.split(' ') ?? []),
    )
    for (const products of carried) expect(products).toContain('xo')
    const narrowed = await distances(page)
    expect(narrowed).toEqual([...narrowed].sort((a, b) => a - b))
  })

  test('a list item highlights its marker; a marker focuses its list item', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(PAGE)
    const markers = page.locator('.locator-marker')
    await expect(markers).toHaveCount(30)
    const first = outlets(page).first()
    const id = await first.getAttribute('data-outlet-id')
    await first.locator('.outlet__select').focus()
    await expect(page.locator(`.locator-marker[data-outlet-id="${id}"]`)).toHaveClass(
      /locator-marker--active/,
    )
    const lastId = await outlets(page).last().getAttribute('data-outlet-id')
    await page.locator(`.locator-marker[data-outlet-id="${lastId}"]`).dispatchEvent('click')
    await expect(outlets(page).last()).toBeFocused()
    await expect(outlets(page).last()).toHaveClass(/locator__item--active/)
  })
})

test.describe('with the position refused', () => {
  test.use({ permissions: [] })

  test('says so, in the page’s language', async ({ page, context }) => {
    await context.clearPermissions()
    await page.goto(PAGE)
    await page.getByRole('button', { name: 'Utiliser ma position' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'position' })).toHaveText(
      'Vous n’avez pas autorisé ce site à utiliser votre position. Cherchez plutôt par ville ou code postal.',
    )
    // The server's list stays.
    await expect(outlets(page)).toHaveCount(30)
  })
})

test('a city search lists the outlets around that city', async ({ page }) => {
  await page.goto(PAGE)
  const searched = answer(page, 'q=Lyon')
  await page.getByLabel('Ville ou code postal').fill('Lyon')
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click()
  await searched
  await expect(
    page.getByRole('heading', { name: 'Points de vente près de « Lyon »' }),
  ).toBeVisible()
  await expect(list(page)).toHaveAttribute('aria-busy', 'false')
  await expect(outlets(page).first().locator('.outlet__address')).toContainText('Lyon')
  const near = await distances(page)
  expect(near).toEqual([...near].sort((a, b) => a - b))
})

test('a product page link preselects its product', async ({ page }) => {
  await page.goto('/fr-fr/collection/xo/')
  const preselected = answer(page, 'product=xo')
  await page.getByRole('link', { name: 'Trouver un point de vente' }).click()
  await preselected
  await expect(page).toHaveURL(/\/fr-fr\/store-locator\/\?product=xo$/)
  await expect(page.getByLabel('Cognac', { exact: true })).toHaveValue('xo')
  await expect(list(page)).toHaveAttribute('aria-busy', 'false')
  const carried = await outlets(page).evaluateAll((items) =>
    items.map((item) => (item as HTMLElement).dataset.products ?? ''),
  )
  expect(carried.length).toBeGreaterThan(0)
  for (const products of carried) expect(products.split(' ')).toContain('xo')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server lists the 30 outlets nearest Paris, nearest first, with directions', async ({
    page,
  }) => {
    await page.goto(PAGE)
    await expect(outlets(page)).toHaveCount(30)
    await expect(page.locator('.locator__heading')).toContainText('Points de vente près de')
    const near = await distances(page)
    expect(near[0]).toBeLessThan(10)
    expect(near).toEqual([...near].sort((a, b) => a - b))
    await expect(outlets(page).first().getByRole('link', { name: 'Itinéraire' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    )
  })
})

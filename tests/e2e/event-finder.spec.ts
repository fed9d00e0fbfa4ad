/**
 * The event finder (issue 13): the visitor's position lists the nearest upcoming events in
 * distance order and the category filter narrows them; without scripts the server lists the
 * market's events; an event's page carries its schema.org Event JSON-LD and says how to register;
 * the pages fit phones and desktops in Latin, Cyrillic and CJK scripts (screenshots looked at).
 */
import { expect, type Page, test } from '@playwright/test'

const PARIS = { latitude: 48.8566, longitude: 2.3522 }
const PAGE = '/fr-fr/event-finder/'

const list = (page: Page) => page.locator('ol.locator__list')
const events = (page: Page) => list(page).locator('li[data-event-id]')

async function distances(page: Page): Promise<number[]> {
  return events(page).evaluateAll((items) =>
    items.map((item) => Number((item as HTMLElement).dataset.distanceKm)),
  )
}

/** The API's answer to the next event-finder request whose query has `part`. */
function answer(page: Page, part: string) {
  return page.waitForResponse(
    (r) => r.url().includes('/api/event-finder/?') && r.url().includes(part) && r.ok(),
  )
}

test.describe('with the position shared (Paris)', () => {
  test.use({ geolocation: PARIS, permissions: ['geolocation'] })

  test('"use my location" lists the nearest events in distance order; a category narrows them', async ({
    page,
  }) => {
    await page.goto(PAGE)
    const located = answer(page, 'lat=48.85660&lng=2.35220&distance=100')
    await page.getByRole('button', { name: 'Utiliser ma position' }).click()
    await located
    await expect(page.getByRole('heading', { name: 'Événements près de vous' })).toBeVisible()
    await expect(list(page)).toHaveAttribute('aria-busy', 'false')
    // The demo has five events in Paris, one of each category.
    await expect(events(page)).toHaveCount(5)
    const near = await distances(page)
    expect(near.every((km) => km < 5)).toBe(true)
    expect(near).toEqual([...near].sort((a, b) => a - b))
    await expect(events(page).first().locator('.outlet__distance')).toHaveText(/\d(,\d)?\s?km$/)
    // A date the French way (DD.MM.YYYY) and a link to the event's page.
    await expect(events(page).first().locator('time')).toHaveText(/\d\d\.\d\d\.\d{4}/)
    await expect(events(page).first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/fr-fr\/event-finder\/[a-z0-9-]+-paris\/$/,
    )

    const filtered = answer(page, 'category=masterclass')
    await page.getByLabel('Type d’événement').selectOption('masterclass')
    await filtered
    await expect(list(page)).toHaveAttribute('aria-busy', 'false')
    await expect(events(page)).toHaveCount(1)
    await expect(events(page).first()).toHaveAttribute('data-category', 'masterclass')
    await expect(events(page).first()).toContainText('Masterclass')
  })
})

test('a city search lists the events around that city', async ({ page }) => {
  await page.goto(PAGE)
  const searched = answer(page, 'q=Lyon')
  await page.getByLabel('Ville', { exact: true }).fill('Lyon')
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click()
  await searched
  await expect(page.getByRole('heading', { name: 'Événements près de « Lyon »' })).toBeVisible()
  await expect(list(page)).toHaveAttribute('aria-busy', 'false')
  await expect(events(page).first().locator('.outlet__address')).toContainText('Lyon')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server lists the market’s upcoming events, nearest the main city first', async ({
    page,
  }) => {
    await page.goto(PAGE)
    await expect(page.locator('.locator__heading')).toHaveText('Prochains événements')
    const count = await events(page).count()
    expect(count).toBeGreaterThanOrEqual(8)
    const near = await distances(page)
    expect(near).toEqual([...near].sort((a, b) => a - b))
    // Every French event, and none of another market.
    await expect(events(page).locator('.outlet__address').first()).toContainText('Paris')
    await expect(list(page)).not.toContainText('London')
    // No registration iframe at an address that does not exist.
    await expect(page.locator('iframe')).toHaveCount(0)
  })
})

test('an event page has its Event JSON-LD and says how to register', async ({ page }) => {
  await page.goto('/fr-fr/event-finder/tasting-xo-paris/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Soirée de dégustation Solaine XO',
  )
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  )
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Soirée de dégustation Solaine XO',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: 'Salons de l’Hôtel Verlaine',
      address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'FR' },
      geo: { '@type': 'GeoCoordinates' },
    },
    inLanguage: 'fr-FR',
  })
  // 19:00 in Paris, with Paris's offset.
  expect(data.startDate).toMatch(/T19:00:00\+0[12]:00$/)
  expect(data.url).toMatch(/\/fr-fr\/event-finder\/tasting-xo-paris\/$/)
  expect(data).not.toHaveProperty('offers')
  // No external registration URL: the site's own form (tests/e2e/event-registration.spec.ts).
  await expect(
    page.locator('.event-page__register').getByRole('button', { name: 'S’inscrire' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Itinéraire' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  )
  await expect(page.getByRole('link', { name: 'Tous les événements' })).toHaveAttribute(
    'href',
    '/fr-fr/event-finder/',
  )
})

for (const locale of ['en-ww', 'ru-ru', 'zh-tw']) {
  for (const width of [390, 1366]) {
    test(`the list and an event page fit ${width} px in ${locale}`, async ({ page }, info) => {
      // Two pages with a map and two full-page screenshots: 20-30 s on a loaded 2-core runner.
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height: 900 })
      for (const [name, path] of [
        ['list', `/${locale}/event-finder/`],
        ['event', `/${locale}/event-finder/blending-masterclass-paris/`],
      ] as const) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        if (name === 'list') {
          await expect(events(page).first()).toBeVisible()
          // The map's markers, one per event listed; then the map and the list in view.
          await expect(page.locator('.locator-marker')).toHaveCount(await events(page).count())
          await page.locator('.locator__body').evaluate((body) => body.scrollIntoView())
          await page.waitForTimeout(1500)
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0)
        await page.screenshot({
          path: info.outputPath(`${name}-${locale}-${width}.png`),
          fullPage: name === 'event',
        })
      }
    })
  }
}

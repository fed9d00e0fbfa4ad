import { expect, type Page, test } from '@playwright/test'

/** Collects console errors and uncaught exceptions of a page. */
function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`)
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return errors
}

/** The seeded legacy cocktail with a fraction (1/2 lime) and a decimal-comma (1,5 tsp) quantity. */
const GINGER_SPICE = '/en-ww/cocktails/ginger-spice/'

const ingredient = (page: Page, name: string) =>
  page.locator('.recipe-ingredients__item').filter({ hasText: name })

for (const { path, lang, title } of [
  { path: GINGER_SPICE, lang: 'en', title: 'Ginger Spice' },
  { path: '/fr-fr/cocktails/ginger-spice/', lang: 'fr-FR', title: 'Gingembre Épicé' },
  { path: '/zh-tw/cocktails/ginger-spice/', lang: 'zh-Hant-TW', title: '辛香薑味' },
]) {
  test(`${path} shows its own cocktail in its language`, async ({ page }) => {
    const errors = watchConsole(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(new RegExp(title))
    expect(errors).toEqual([])
  })
}

test('the people counter starts at 1, never goes below and scales fractions and decimal commas', async ({
  page,
}) => {
  await page.goto(GINGER_SPICE)
  const counter = page.getByRole('group', { name: 'People' })
  const fewer = counter.getByRole('button', { name: 'One person fewer' })
  const more = counter.getByRole('button', { name: 'One person more' })
  const value = counter.locator('output')

  await expect(value).toHaveText('1')
  await expect(fewer).toBeDisabled()
  await expect(ingredient(page, 'lime')).toHaveText(/^1\/2\s*lime/)
  await expect(ingredient(page, 'honey syrup')).toHaveText(/^1,5\s*tsp\s*honey syrup/)
  // A non-numeric quantity shows nothing; its unit carries the words.
  await expect(ingredient(page, 'ginger beer')).toHaveText(/^top up with\s*ginger beer$/)

  await more.click()
  await more.click()
  await expect(value).toHaveText('3')
  await expect(fewer).toBeEnabled()
  await expect(ingredient(page, 'lime')).toHaveText(/^1 1\/2\s*lime/)
  await expect(ingredient(page, 'honey syrup')).toHaveText(/^4,5\s*tsp/)
  await expect(ingredient(page, 'V.S.O.P')).toHaveText(/^150\s*ml/)

  await fewer.click()
  await fewer.click()
  await expect(value).toHaveText('1')
  await expect(fewer).toBeDisabled()
  await expect(ingredient(page, 'lime')).toHaveText(/^1\/2\s*lime/)

  // No upper limit.
  for (let i = 0; i < 11; i++) await more.click()
  await expect(value).toHaveText('12')
  await expect(ingredient(page, 'lime')).toHaveText(/^6\s*lime/)
  await expect(ingredient(page, 'honey syrup')).toHaveText(/^18\s*tsp/)
})

test('the steps slider is numbered 01…, clamped at both ends, and its stepper jumps', async ({
  page,
}) => {
  await page.goto(GINGER_SPICE)
  const slider = page.getByRole('region', { name: 'Instructions' })
  const previous = slider.getByRole('button', { name: 'Previous step' })
  const next = slider.getByRole('button', { name: 'Next step' })
  const dots = slider.getByRole('list', { name: 'Steps' }).getByRole('button')
  const current = slider.locator('.recipe-step[aria-hidden="false"]')
  const count = await dots.count()
  expect(count).toBeGreaterThanOrEqual(2)

  await expect(previous).toBeDisabled()
  await expect(current.locator('.recipe-step__number')).toHaveText('01')
  await expect(dots.first()).toHaveAttribute('aria-current', 'step')

  await next.click()
  await expect(current.locator('.recipe-step__number')).toHaveText('02')
  await expect(previous).toBeEnabled()
  await previous.click()
  await expect(current.locator('.recipe-step__number')).toHaveText('01')

  // The last stepper dot jumps to the last step; next is then clamped there.
  await slider.getByRole('button', { name: `Go to step ${count}` }).click()
  const last = String(count).padStart(2, '0')
  await expect(current.locator('.recipe-step__number')).toHaveText(last)
  await expect(dots.last()).toHaveAttribute('aria-current', 'step')
  await expect(next).toBeDisabled()
  await expect(current.getByRole('heading', { level: 3 })).toBeVisible()

  // Keyboard: Enter on the first dot goes back to the start; arrow keys step, clamped.
  await slider.getByRole('button', { name: 'Go to step 1' }).focus()
  await page.keyboard.press('Enter')
  await expect(current.locator('.recipe-step__number')).toHaveText('01')
  await expect(previous).toBeDisabled()
  await page.keyboard.press('ArrowRight')
  await expect(current.locator('.recipe-step__number')).toHaveText('02')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(current.locator('.recipe-step__number')).toHaveText('01')
})

test('the cocktail-viewed event carries the title', async ({ page }) => {
  await page.goto(GINGER_SPICE)
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...(window.__trackingQueue ?? []), ...(window.dataLayer ?? [])].filter(
          (e) => e.event === 'cocktail_viewed',
        ),
      ),
    )
    .toEqual([{ event: 'cocktail_viewed', title: 'Ginger Spice' }])
})

test('the Recipe structured data has totalTime PT5M and prepTime in minutes', async ({ page }) => {
  await page.goto(GINGER_SPICE)
  const json = await page.locator('script[type="application/ld+json"]').first().textContent()
  const data = JSON.parse(json ?? '{}')
  expect(data['@type']).toBe('Recipe')
  expect(data.name).toBe('Ginger Spice')
  expect(data.totalTime).toBe('PT5M')
  expect(data.prepTime).toMatch(/^PT\d+M$/)
  expect(data.recipeIngredient).toContain('1/2 lime, juiced')
  expect(data.recipeInstructions.length).toBeGreaterThanOrEqual(2)
  // Search engines need absolute image URLs (issue 16).
  expect(data.image ?? []).not.toContainEqual(expect.stringMatching(/^\//))
})

test('a legacy cocktail shows its history only when display_history is set', async ({ page }) => {
  await page.goto('/en-ww/cocktails/sidecar/')
  await expect(page.locator('.recipe-history')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'More cocktails' })).toBeVisible()
  await page.goto(GINGER_SPICE)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ginger Spice')
  await expect(page.locator('.recipe-history')).toHaveCount(0)
})

test('the preparation time is hidden when hide_time is set', async ({ page }) => {
  await page.goto(GINGER_SPICE)
  await expect(page.getByText('Preparation time', { exact: true })).toBeVisible()
  await page.goto('/en-ww/cocktails/float/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cognac Float')
  await expect(page.getByText('Preparation time', { exact: true })).toHaveCount(0)
})

test('the cocktail video does not play until clicked', async ({ page }) => {
  await page.goto('/en-ww/cocktails/julep/')
  const video = page.locator('.recipe-video-section video')
  await expect(video).toHaveCount(1)
  await expect(video).not.toHaveAttribute('autoplay', /.*/)
  await expect(video).toHaveAttribute('preload', 'none')
  await page.waitForTimeout(1000)
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  const play = page.locator('.recipe-video-section').getByRole('button', { name: /Play the video/ })
  await expect(play).toBeVisible()
  // A click starts it; the demo file's host is not reachable here, so the visitor is told.
  await play.click()
  const alert = page.locator('.recipe-video-section').getByRole('alert')
  await expect
    .poll(async () =>
      (await alert.isVisible())
        ? 'error shown'
        : (await video.evaluate((v: HTMLVideoElement) => !v.paused))
          ? 'playing'
          : 'waiting',
    )
    .not.toBe('waiting')
})

test('the video is 16:9 on desktop and 1.25 below 769 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en-ww/cocktails/julep/')
  const box = page.locator('.recipe-video-section .recipe-video')
  const ratio = async () => {
    const b = await box.boundingBox()
    return b ? b.width / b.height : 0
  }
  expect(await ratio()).toBeCloseTo(16 / 9, 1)
  await page.setViewportSize({ width: 768, height: 900 })
  await expect.poll(ratio).toBeCloseTo(1.25, 1)
})

test('a V2 cocktail renders its blocs in the editor’s order', async ({ page }) => {
  const errors = watchConsole(page)
  const response = await page.goto('/en-ww/cocktails/chevalier-noir/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('[data-bloc]')).toHaveCount(7)
  const order = await page
    .locator('[data-bloc]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-bloc')))
  expect(order).toEqual([
    'bloc_hero',
    'bloc_recipe',
    'bloc_instruction',
    'bloc_video',
    'text_image',
    'bloc_history',
    'bloc_related_cocktail',
  ])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chevalier Noir')
  await expect(page.getByRole('group', { name: 'People' })).toBeVisible()
  const json = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(json ?? '{}').totalTime).toBe('PT5M')
  // The related cocktails are links to other cocktail pages.
  const related = page.locator('[data-bloc="bloc_related_cocktail"] a')
  expect(await related.count()).toBeGreaterThan(0)
  await expect(related.first()).toHaveAttribute('href', /^\/en-ww\/cocktails\/[a-z-]+\/$/)
  expect(errors).toEqual([])
})

test('a V2 cocktail scales its fraction ingredient', async ({ page }) => {
  await page.goto('/en-ww/cocktails/robust-coffee/')
  await expect(ingredient(page, 'demerara')).toHaveText(/^1\/2\s*tsp/)
  await page.getByRole('button', { name: 'One person more' }).click()
  await expect(ingredient(page, 'demerara')).toHaveText(/^1\s*tsp/)
})

test('the food recipe page shows the dish, its counter by servings and its steps', async ({
  page,
}) => {
  const errors = watchConsole(page)
  const response = await page.goto('/en-ww/food-recipes/cognac-flambeed-prawns/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cognac-flambéed prawns with garlic and parsley',
  )
  const counter = page.getByRole('group', { name: 'People' })
  await expect(counter.locator('output')).toHaveText('4')
  await expect(counter.getByRole('button', { name: 'One person fewer' })).toBeDisabled()
  await expect(ingredient(page, 'olive oil')).toHaveText(/^1,5\s*tbsp/)
  await counter.getByRole('button', { name: 'One person more' }).click()
  await expect(counter.locator('output')).toHaveText('8')
  await expect(ingredient(page, 'olive oil')).toHaveText(/^3\s*tbsp/)
  await expect(page.getByRole('region', { name: 'Instructions' })).toBeVisible()
  const json = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(json ?? '{}')).toMatchObject({ '@type': 'Recipe', totalTime: 'PT5M' })
  expect(errors).toEqual([])
})

test('a food recipe in another locale shows its own title', async ({ page }) => {
  const response = await page.goto('/fr-fr/food-recipes/dark-chocolate-cognac-mousse/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Mousse au chocolat noir et au cognac',
  )
})

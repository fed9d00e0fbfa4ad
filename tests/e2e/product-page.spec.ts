import { expect, type Page, test } from '@playwright/test'

/**
 * The product page (issue 14): Product JSON-LD with absolute image URLs, the cocktails made with
 * the bottle linking to their pages, and the product_gallery modal (arrow keys, counter, zoom).
 */

const XO = '/en-ww/collection/xo/'

async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product')
  if (!found) throw new Error('no Product JSON-LD')
  return found
}

test('the XO page has Product JSON-LD with the absolute bottle image', async ({
  page,
  baseURL,
}) => {
  await page.goto(XO)
  const data = await productJsonLd(page)
  // The product's own name, as its page's heading says it.
  expect(data.name).toBe(await page.getByRole('heading', { level: 1 }).textContent())
  expect(data.name).toContain('XO')
  expect(data.brand).toEqual({ '@type': 'Brand', name: 'Maison Solaine' })
  const images = data.image as string[]
  expect(images.length).toBeGreaterThanOrEqual(1)
  for (const image of images) expect(image.startsWith(`${baseURL}/`)).toBe(true)
  const response = await page.request.get(images[0] ?? '')
  expect(response.ok()).toBe(true)
  expect(response.headers()['content-type']).toMatch(/^image\//)
  expect(data.additionalProperty).toEqual(
    expect.arrayContaining([expect.objectContaining({ propertyID: 'alcoholByVolume' })]),
  )
  expect(data).not.toHaveProperty('offers')
})

test('the XO page lists the cocktails made with it, linking to their pages', async ({ page }) => {
  await page.goto(XO)
  const section = page.getByRole('region', { name: 'Cocktails made with it' })
  await expect(section).toBeVisible()
  const link = section.getByRole('link', { name: /Robust Coffee/ }).first()
  await expect(link).toHaveAttribute('href', /\/en-ww\/cocktails\/robust-coffee\/$/)
  await link.click()
  await expect(page).toHaveURL(/\/en-ww\/cocktails\/robust-coffee\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Robust Coffee')
})

test('the gallery opens, moves with the arrow keys, counts and zooms', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  await page.goto(XO)
  const dialog = page.getByRole('dialog', { name: 'Product gallery' })
  const open = page.getByRole('button', { name: 'View the gallery' })
  // The trigger only works once hydrated: retry the click until the dialog shows.
  await expect(async () => {
    if ((await dialog.count()) === 0) await open.click()
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  const slide = (n: number) => dialog.getByRole('group', { name: `Image ${n} of 3` })
  const counter = dialog.locator('.image-slider__counter')
  await expect(counter).toContainText('1 / 3')
  await expect(slide(1).getByRole('img')).toBeInViewport()
  await page.keyboard.press('ArrowRight')
  await expect(counter).toContainText('2 / 3')
  await expect(slide(2).getByRole('img')).toBeInViewport()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(counter).toContainText('3 / 3')

  await dialog.getByRole('button', { name: 'Zoom in' }).click()
  const zoomed = dialog.locator('.product-gallery__zoom img')
  await expect(zoomed).toBeVisible()
  const { natural, shown } = await zoomed.evaluate((img: HTMLImageElement) => ({
    natural: img.naturalWidth,
    shown: img.getBoundingClientRect().width,
  }))
  expect(shown).toBeCloseTo(natural, 0)
  await dialog.getByRole('button', { name: 'Zoom out' }).click()
  await expect(zoomed).toBeHidden()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(errors).toEqual([])
})

for (const locale of ['en-ww', 'ru-ru', 'zh-tw']) {
  for (const width of [390, 1366]) {
    test(`screenshots of the ${locale} XO page and gallery at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      await page.goto(`/${locale}/collection/xo/`)
      const cards = page.locator('.product__cocktails')
      await expect(cards).toBeVisible()
      await page.screenshot({
        path: `test-results/product-${locale}-${width}.png`,
        fullPage: true,
      })
      const dialog = page.getByRole('dialog')
      const open = page.locator('.product__gallery')
      await expect(async () => {
        if ((await dialog.count()) === 0) await open.click()
        await expect(dialog).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      await expect(dialog.locator('.image-slider__counter')).toContainText('1 / 3')
      await page.screenshot({ path: `test-results/product-gallery-${locale}-${width}.png` })
      // No part of the page runs wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
}

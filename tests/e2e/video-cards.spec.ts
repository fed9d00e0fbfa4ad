import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page, test } from '@playwright/test'
import { translator } from '../../src/i18n/strings'
import { AGE_GATE_PASSED_STATE } from './fixtures'

/**
 * Personalised video cards and the NFT collection (issue 15), as a visitor uses them: type a
 * name and a city, see a wrong name refused in the page's language, create the card (a WebM
 * film recorded from the canvas, sent with the captcha), open its sharing page in a fresh
 * browser (another person receiving the link), play its film and fetch its Open Graph image
 * (a PNG drawn on the server, in Latin with Vietnamese marks, Cyrillic and Chinese). The NFT
 * gallery opens a collectible's detail. Screenshots at 390 and 1366 px in en-ww, ru-ru, zh-tw.
 */

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
  })
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const CARDS = [
  { locale: 'en-ww', name: 'Nguyễn Ánh', city: 'Hà Nội' },
  { locale: 'ru-ru', name: 'Дмитрий', city: 'Москва' },
  { locale: 'zh-tw', name: '陳小明', city: '台北' },
] as const

for (const card of CARDS) {
  test(`a visitor in ${card.locale} makes a card and a friend opens it`, async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(120_000)
    const t = translator(card.locale)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${card.locale}/video-card/create/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const name = page.getByLabel(t('videoCard.name'), { exact: true })
    const city = page.getByLabel(t('videoCard.city'), { exact: true })

    // A name with a digit is refused, in the page's language, before anything is sent.
    await name.fill('R2D2')
    await city.click()
    await expect(page.getByText(t('validation.name'))).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')

    await name.fill(card.name)
    await city.fill(card.city)
    await expect(page.getByText(t('validation.name'))).toBeHidden()
    await expect(page.locator('.card-generator .captcha')).toHaveAttribute(
      'data-captcha-state',
      'verified',
    )
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: info.outputPath(`generator-${card.locale}-390.png`) })

    const upload = page.waitForRequest((r) => r.url().includes('/api/video-cards/'))
    await page.getByRole('button', { name: t('videoCard.create') }).click()
    await expect(page.getByRole('button', { name: t('videoCard.recording') })).toBeVisible()
    // Chromium records the canvas: the stored card is a film (its media type, checked below).
    await upload
    const open = page.getByRole('link', { name: t('videoCard.open') })
    await expect(open).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('.card-generator__status')).toContainText(t('videoCard.ready'))
    const href = (await open.getAttribute('href')) ?? ''
    expect(href).toMatch(new RegExp(`^/${card.locale}/video-card/share/[A-Za-z0-9_-]{22}/$`))

    // A friend opens the link: another browser, nothing shared but the URL.
    const friend = await browser.newContext({
      storageState: AGE_GATE_PASSED_STATE(baseURL ?? ''),
      viewport: { width: 1366, height: 900 },
    })
    const other = await friend.newPage()
    const response = await other.goto(href)
    expect(response?.status()).toBe(200)
    await expect(
      other.getByRole('heading', { name: t('videoCard.title', { name: card.name }) }),
    ).toBeVisible()
    await expect(other.getByText(t('videoCard.from', { city: card.city }))).toBeVisible()
    const film = other.locator('.shared-card video')
    await expect(film).toHaveAttribute('src', /\/media\/$/)
    await expect
      .poll(() => film.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2)
    const media = await other.request.get((await film.getAttribute('src')) ?? '')
    expect(media.status()).toBe(200)
    expect(media.headers()['content-type']).toBe('video/webm')
    expect(await other.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')

    const ogUrl = (await other.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
    expect(ogUrl).toContain(href)
    const og = await other.request.get(new URL(ogUrl).pathname + new URL(ogUrl).search)
    expect(og.status()).toBe(200)
    expect(og.headers()['content-type']).toBe('image/png')
    const png = await og.body()
    expect(png.byteLength).toBeGreaterThan(5_000)
    writeFileSync(info.outputPath(`og-${card.locale}.png`), png)

    expect(await overflow(other)).toBeLessThanOrEqual(0)
    expect(await axeViolations(other)).toEqual([])
    await other.screenshot({ path: info.outputPath(`shared-${card.locale}-1366.png`) })
    await other.setViewportSize({ width: 390, height: 844 })
    expect(await overflow(other)).toBeLessThanOrEqual(0)
    await other.screenshot({ path: info.outputPath(`shared-${card.locale}-390.png`) })
    await friend.close()
  })
}

test('a Noblesse card opens on the Noblesse shared-card page; an unknown card is a 404', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/en-ww/noblesse/')
  await page.getByLabel('Name', { exact: true }).fill('Camille')
  await page.getByLabel('City', { exact: true }).fill('Cognac')
  await expect(page.locator('.card-generator .captcha')).toHaveAttribute(
    'data-captcha-state',
    'verified',
  )
  await page.getByRole('button', { name: 'Create my card' }).click()
  const open = page.getByRole('link', { name: 'Open your card' })
  await expect(open).toBeVisible({ timeout: 30_000 })
  await open.click()
  await expect(page).toHaveURL(/\/en-ww\/noblesse\/shared-card\/[A-Za-z0-9_-]{22}\/$/)
  await expect(page.getByRole('heading', { name: 'A card for Camille' })).toBeVisible()
  await expect(page.getByText('From Cognac')).toBeVisible()

  const missing = await page.goto('/en-ww/video-card/share/AAAAAAAAAAAAAAAAAAAAAA/')
  expect(missing?.status()).toBe(404)
  // The sharing page opened without a card says so and invites to make one.
  await page.goto('/en-ww/video-card/share/')
  await expect(page.getByRole('heading', { name: 'This card is not available' })).toBeVisible()
})

test('the landing page explains the card and leads to the generator', async ({ page }) => {
  await page.goto('/en-ww/video-card/')
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible()
  await expect(page.getByText('Share its link: the card is kept for 30 days.')).toBeVisible()
  await page.getByRole('link', { name: 'Create a video card' }).first().click()
  await expect(page).toHaveURL(/\/en-ww\/video-card\/create\/$/)
})

for (const locale of ['en-ww', 'ru-ru', 'zh-tw'] as const) {
  test(`the NFT gallery in ${locale} opens a collectible's detail`, async ({ page }, info) => {
    const t = translator(locale)
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/${locale}/nft-collection/`)
      const items = page.locator('.collectibles__item')
      await expect(items).toHaveCount(4)
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      await page.screenshot({ path: info.outputPath(`nft-${locale}-${width}.png`), fullPage: true })
      const first = items.first()
      const title = (await first.locator('.collectibles__name').textContent()) ?? ''
      await first.click()
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(t('collectible.edition', { n: 1, total: 250 }))
      await expect(dialog.getByRole('link', { name: t('collectible.owner') })).toHaveAttribute(
        'href',
        /^https:\/\/collectors\.example\.com\//,
      )
      await page.screenshot({ path: info.outputPath(`nft-detail-${locale}-${width}.png`) })
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(first).toBeFocused()
    }
  })
}

/**
 * Click-to-buy (issue 14, SPEC §2.8 ctb_modal, §7): a product page's buy button opens the offers
 * of the visitor's market (euros in fr-fr, pounds in en-uk), a retailer link opens the retailer in
 * a new tab (the retailer's site is stood in for here), the click is tracked and the conversion
 * reaches the pixel only with marketing consent; Escape closes. The comparator results page has
 * a buy button per cognac; a product no retailer sells leads to the store locator.
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { AGE_GATE_STORAGE_KEY, MAX_MINIMUM_AGE } from '../../src/components/age-gate/age-gate-pass'
import { CONSENT_STORAGE_KEY, choiceRecord } from '../../src/consent/consent-rules'

/** The retailers' sites are not the test's business: answer their product pages locally. */
async function standInForRetailers(context: BrowserContext) {
  await context.route(/^https:\/\/[^/]+\/.*maison-solaine-/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Retailer</title><h1>Retailer product page</h1>',
    }),
  )
}

/** Clicks until the modal shows: the trigger only works once the page is hydrated. */
async function openDialog(page: Page, trigger: Locator, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name })
  await expect(async () => {
    if ((await dialog.count()) === 0) await trigger.click()
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  return dialog
}

test('fr-fr: the buy button lists the French retailers in euros, a retailer opens in a new tab, Escape closes', async ({
  page,
  context,
}) => {
  await standInForRetailers(context)
  await page.goto('/fr-fr/collection/xo/')
  const dialog = await openDialog(
    page,
    page.getByRole('button', { name: 'Acheter en ligne' }),
    'Où acheter',
  )
  await expect(dialog).toContainText('Solaine XO chez nos revendeurs de votre pays')
  const offers = dialog.locator('.ctb__offer')
  await expect(offers.first()).toBeVisible()
  expect(await offers.count()).toBeGreaterThanOrEqual(3)
  for (const price of await dialog.locator('.ctb__price').allTextContents()) {
    expect(price).toMatch(/^\d[\d\s\u202f]*,\d{2}\s€$/)
  }
  await expect(offers.first()).toContainText('70 cl')
  await expect(offers.first()).toContainText('En stock')

  const link = offers.first().getByRole('link', { name: /^Acheter chez / })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^https:\/\/[^/]+\.fr\/.+maison-solaine-xo$/)
  const [retailer] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(retailer).toHaveURL(href ?? '')
  await expect(retailer.getByRole('heading', { name: 'Retailer product page' })).toBeVisible()
  await retailer.close()

  // Tracked (analytics accepted) and reported to the pixel (marketing accepted).
  const sent = await page.evaluate(() => ({
    clicks: (window.dataLayer ?? []).filter((e) => e.event === 'ctb_outbound_click'),
    pixel: window.pixelLayer ?? [],
  }))
  expect(sent.clicks).toEqual([
    expect.objectContaining({ product: 'SOL-XO-70', market: 'FR', currency: 'EUR' }),
  ])
  expect(sent.pixel).toEqual([
    expect.objectContaining({ event: 'purchase_intent', product: 'SOL-XO-70', market: 'FR' }),
  ])

  await page.bringToFront()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('en-uk: the same cognac is offered by British retailers in pounds', async ({ page }) => {
  await page.goto('/en-uk/collection/xo/')
  const dialog = await openDialog(
    page,
    page.getByRole('button', { name: 'Buy online' }),
    'Where to buy',
  )
  await expect(dialog.locator('.ctb__offer').first()).toBeVisible()
  const prices = await dialog.locator('.ctb__price').allTextContents()
  expect(prices.length).toBeGreaterThanOrEqual(3)
  for (const price of prices) expect(price).toMatch(/^£\d[\d,]*\.\d{2}$/)
  await expect(dialog).toContainText('Thames Wine Merchants')
  await expect(dialog).not.toContainText('Caves du Marais')
})

test('without marketing consent the click is tracked but nothing reaches the pixel', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: undefined })
  await context.addInitScript(
    (entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value)
    },
    [
      [AGE_GATE_STORAGE_KEY, String(MAX_MINIMUM_AGE)],
      [CONSENT_STORAGE_KEY, choiceRecord(['analytics'], new Date())],
    ] as Array<[string, string]>,
  )
  await standInForRetailers(context)
  const page = await context.newPage()
  await page.goto('/en-ww/collection/v-s-o-p/')
  const dialog = await openDialog(
    page,
    page.getByRole('button', { name: 'Buy online' }),
    'Where to buy',
  )
  const link = dialog.getByRole('link', { name: /^Buy at / }).first()
  const [retailer] = await Promise.all([context.waitForEvent('page'), link.click()])
  await retailer.close()
  const sent = await page.evaluate(() => ({
    clicks: (window.dataLayer ?? []).filter((e) => e.event === 'ctb_outbound_click').length,
    pixel: window.pixelLayer?.length ?? 0,
  }))
  expect(sent).toEqual({ clicks: 1, pixel: 0 })
  await context.close()
})

test('the comparator results page has a buy button for each cognac', async ({ page }) => {
  await page.goto('/en-ww/comparator/results/?p=v-s-o-p,xo,cordon-bleu')
  const table = page.getByRole('table', { name: 'The cognacs side by side' })
  for (const name of ['Solaine V.S.O.P', 'Solaine XO', 'Solaine Ruban Bleu']) {
    await expect(table.getByRole('button', { name: `Buy online: ${name}` })).toBeVisible()
  }
  const dialog = await openDialog(
    page,
    table.getByRole('button', { name: 'Buy online: Solaine Ruban Bleu' }),
    'Where to buy',
  )
  await expect(dialog).toContainText('Solaine Ruban Bleu from our retailers')
  // The offers arrive after the dialog opens: wait for them before reading them all.
  await expect(dialog.locator('.ctb__price').first()).toBeVisible()
  const prices = await dialog.locator('.ctb__price').allTextContents()
  expect(prices.length).toBeGreaterThanOrEqual(3)
  for (const price of prices) expect(price).toMatch(/^\$\d[\d,]*\.\d{2}$/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a buy link for a cognac no retailer sells leads to the store locator', async ({ page }) => {
  await page.goto('/en-ww/collection/xo/')
  await page.getByRole('button', { name: 'Buy online' }).waitFor()
  // What an editor's `#ctb:` link in content opens (SPEC §2.9), for a product code with no offer.
  await expect(async () => {
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('site:open-modal', {
          detail: {
            type: 'ctb_modal',
            props: { groupingId: 'SOL-RARE-35', productName: 'Solaine Rare' },
          },
        }),
      ),
    )
    await expect(page.getByRole('dialog', { name: 'Where to buy' })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  const dialog = page.getByRole('dialog', { name: 'Where to buy' })
  await expect(dialog).toContainText('No retailer sells Solaine Rare online in your country yet.')
  await expect(dialog.getByRole('link', { name: 'Find a store near you' })).toHaveAttribute(
    'href',
    '/en-ww/store-locator/',
  )
})

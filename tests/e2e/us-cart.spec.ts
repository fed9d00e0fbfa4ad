/**
 * The en-us purchase flow (issue 14, SPEC §1, §7 delivery-fulfilment): on the US home (the XO
 * page) a visitor types a ZIP code, picks it in the typeahead with the keyboard, picks a method,
 * adds a retailer's offer to the cart, reloads and finds it in the cart drawer (focus inside,
 * Escape closes). A state without home delivery says so; a failed retailer call shows the error
 * and keeps the cart; a tampered stored cart is dropped with a message. A signed-in member finds
 * their cart in another browser. The support chat (SPEC §6) takes a message. fr-fr shows none of
 * it and loads none of its code.
 */
import { expect, type Page, test } from '@playwright/test'
import { passAgeGate } from './fixtures'

/** The seeded demo member (README; scripts/seed/reviews.ts DEMO_MEMBER). */
const MEMBER = { email: 'member@maison-solaine.test', password: 'Solaine-member-2026!' }

// Each test types, waits for answers and reloads: longer than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 })

/** Types into the address combobox until its suggestions show (the page must be hydrated). */
async function chooseAddress(page: Page, typed: string, label: string) {
  const address = page.getByRole('combobox', { name: 'ZIP code or city' })
  await expect(async () => {
    await address.fill('')
    await address.pressSequentially(typed)
    await expect(page.getByRole('option', { name: label })).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await address.press('ArrowDown')
  await expect(page.getByRole('option', { name: label })).toHaveAttribute('aria-selected', 'true')
  await address.press('Enter')
  await expect(address).toHaveValue(label)
}

async function openCart(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(async () => {
    if (!(await drawer.isVisible()))
      await page.getByRole('button', { name: 'Cart', exact: true }).click()
    await expect(drawer).toBeVisible({ timeout: 1500 })
  }).toPass({ timeout: 15_000 })
  return drawer
}

test('en-us: type a ZIP, pick a method, add to cart, reload, see the cart', async ({ page }) => {
  await page.goto('/en-us/')
  const block = page.getByRole('region', { name: 'Have it delivered' })
  await expect(block).toBeVisible()
  await chooseAddress(page, '10001', 'New York, NY 10001')

  // Delivery is the default method: the New York stores deliver the next day.
  const results = block.getByRole('heading', { name: 'Retailers for New York, NY 10001' })
  await expect(results).toBeVisible()
  await expect(block.getByText('Next day').first()).toBeVisible()

  await block.getByRole('radio', { name: 'Pickup in store' }).check()
  await expect(block.getByText('Today').first()).toBeVisible()
  const first = block.locator('.fulfil__option').first()
  const retailer = (await first.locator('.fulfil__retailer').textContent()) ?? ''
  expect(retailer).not.toBe('')
  await block.getByLabel('Quantity').selectOption('2')
  await first.getByRole('button', { name: /Add to cart/ }).click()
  await expect(block.getByRole('status')).toContainText(`from ${retailer} is in your cart`)
  await expect(page.locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '2')

  await page.reload()
  await expect(page.locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '2')
  const drawer = await openCart(page)
  await expect(drawer.getByText('Solaine XO')).toBeVisible()
  await expect(drawer.getByText(`${retailer} · Pickup in store`)).toBeVisible()
  await expect(drawer.getByText('For ZIP code 10001')).toBeVisible()
  await expect(drawer.getByText(`Total at ${retailer}`)).toBeVisible()
  // Focus is inside the drawer; Tab cycles within it.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab')
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  await drawer.getByLabel('Quantity').selectOption('5')
  await expect(page.locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '5')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
})

test('en-us: no home delivery in Utah, a failed retailer call keeps the cart, a tampered cart is dropped', async ({
  page,
}) => {
  await page.goto('/en-us/')
  const block = page.getByRole('region', { name: 'Have it delivered' })
  await chooseAddress(page, '84101', 'Salt Lake City, UT 84101')
  await expect(block.getByText('Spirits cannot be delivered or shipped to UT')).toBeVisible()

  // Put something in the cart, then make the retailers unreachable.
  await chooseAddress(page, '10001', 'New York, NY 10001')
  await block
    .locator('.fulfil__option')
    .first()
    .getByRole('button', { name: /Add to cart/ })
    .click()
  await expect(page.locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '1')
  await page.route('**/api/cart/fulfilment/**', (route) => route.abort())
  await block.getByRole('radio', { name: 'Shipping' }).check()
  await expect(block.locator('[data-fulfilment-error]')).toHaveText(
    'The retailers could not be reached. Your cart is kept; try again.',
  )
  await expect(page.locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '1')

  // A stored cart edited by hand (quantity 99) is refused whole, with a message.
  await page.evaluate(() =>
    localStorage.setItem('delivery_cart', JSON.stringify({ zip: null, lines: [{ quantity: 99 }] })),
  )
  await page.reload()
  const drawer = await openCart(page)
  await expect(drawer.getByRole('alert')).toContainText('Your saved cart could not be read')
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible()
})

test('the cart endpoints answer bad input with translated 4xx, never 500', async ({ request }) => {
  const cases: Array<[string, number, string]> = [
    [
      '/api/cart/fulfilment/?locale=en-us&product=SOL-XO-70&zip=00601&method=delivery',
      400,
      'We cannot serve this address',
    ],
    [
      '/api/cart/fulfilment/?locale=en-us&product=NOPE&zip=10001&method=delivery',
      404,
      'This cognac is not sold here.',
    ],
    ['/api/cart/fulfilment/?locale=en-us&product=SOL-XO-70&zip=10001&method=drone', 400, ''],
    [
      '/api/cart/fulfilment/?locale=fr-fr&product=SOL-XO-70&zip=10001&method=delivery',
      400,
      'Le panier n’est pas proposé dans ce pays.',
    ],
    ['/api/cart/places/?locale=fr-fr&q=787', 400, 'Le panier'],
  ]
  for (const [path, status, message] of cases) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(status)
    expect(((await response.json()) as { message: string }).message).toContain(message)
  }
  const places = await request.get('/api/cart/places/?locale=en-us&q=Austin, TX')
  expect(((await places.json()) as { places: Array<{ city: string }> }).places[0]?.city).toBe(
    'Austin',
  )
})

test('fr-fr: no cart, no fulfilment block, none of their code in the page scripts', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text())
  })
  await page.goto('/fr-fr/collection/xo/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: 'Panier' })).toHaveCount(0)
  await expect(page.locator('[data-fulfilment]')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Discuter avec nous' })).toHaveCount(0)
  await expect(page.locator('[data-support-chat]')).toHaveCount(0)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.some((code) => code.includes('delivery_cart'))).toBe(false)
  expect(scripts.some((code) => code.includes('data-support-chat'))).toBe(false)

  // The markers are real: the en-us page does load them.
  scripts.length = 0
  await page.goto('/en-us/')
  await expect(page.locator('[data-fulfilment]')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.some((code) => code.includes('delivery_cart'))).toBe(true)
  expect(scripts.some((code) => code.includes('data-support-chat'))).toBe(true)
})

test('screenshots of the en-us block and drawer at 390 and 1366 px; the header fits 390 px', async ({
  page,
}, testInfo) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en-us/')
    await chooseAddress(page, '94103', 'San Francisco, CA 94103')
    const block = page.getByRole('region', { name: 'Have it delivered' })
    await block
      .locator('.fulfil__option')
      .first()
      .getByRole('button', { name: /Add to cart/ })
      .click()
    const header = await page
      .locator('header')
      .first()
      .evaluate((h) => h.scrollWidth)
    expect(header).toBeLessThanOrEqual(width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    await block.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`us-block-${width}.png`) })
    await openCart(page)
    await page.screenshot({ path: testInfo.outputPath(`us-drawer-${width}.png`) })
  }
})

/** Signs the demo member in from the en-us sign-in page; lands on the US home. */
async function signInToUsHome(page: Page) {
  await page.goto('/en-us/account/sign-in/?redirect_to=%2Fen-us%2F')
  await page.getByLabel('Email address', { exact: true }).fill(MEMBER.email)
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en-us\/$/)
}

const cartSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/api/members/cart/') && r.request().method() === 'PUT' && r.ok(),
  )

test('en-us: a signed-in member adds to the cart and finds it in another browser', async ({
  page,
  browser,
}) => {
  await signInToUsHome(page)
  // Start from an empty account cart (an earlier run may have left one), then add 3 bottles.
  await page.evaluate(async () => {
    await fetch('/api/members/cart/', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: 'en-us', cart: { zip: null, lines: [] } }),
    })
    localStorage.removeItem('delivery_cart')
    localStorage.removeItem('delivery_cart_unsaved')
  })
  await page.reload()
  const block = page.getByRole('region', { name: 'Have it delivered' })
  await chooseAddress(page, '10001', 'New York, NY 10001')
  const first = block.locator('.fulfil__option').first()
  const retailer = (await first.locator('.fulfil__retailer').textContent()) ?? ''
  await block.getByLabel('Quantity').selectOption('3')
  const saved = cartSaved(page)
  await first.getByRole('button', { name: /Add to cart/ }).click()
  await expect(page.locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '3')
  await saved

  // Another browser (nothing on its device): signing in brings the account's cart.
  const other = await browser.newContext()
  await passAgeGate(other)
  const second = await other.newPage()
  await signInToUsHome(second)
  await expect(second.locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '3')
  const drawer = await openCart(second)
  await expect(drawer.getByText('Solaine XO')).toBeVisible()
  await expect(drawer.getByText(`${retailer} · Delivery`)).toBeVisible()
  // Leave the demo member's account cart empty for the next run.
  await second.evaluate(() =>
    fetch('/api/members/cart/', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: 'en-us', cart: { zip: null, lines: [] } }),
    }),
  )
  await other.close()
})

test('en-us support chat: open it, send a message, read the confirmation; Escape closes it', async ({
  page,
}, testInfo) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/en-us/')
    const launcher = page.getByRole('button', { name: 'Chat with us' })
    await launcher.click()
    const panel = page.getByRole('dialog', { name: 'Chat with Maison Solaine' })
    await expect(panel).toBeVisible()
    await expect(panel.getByLabel('Your name')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(launcher).toBeFocused()

    await launcher.click()
    await panel.getByLabel('Your name').fill('Ada Reyes')
    await panel.getByLabel('Email').fill('not-an-email')
    await panel.getByLabel('Your message').fill(`Do you ship the XO to Ohio? (e2e ${width})`)
    await panel.getByRole('button', { name: 'Send' }).click()
    await expect(panel.getByText('Enter a valid email address.')).toBeVisible()
    await panel.getByLabel('Email').fill('ada@example.com')
    await page.screenshot({ path: testInfo.outputPath(`chat-form-${width}.png`) })
    await panel.getByRole('button', { name: 'Send' }).click()
    await expect(panel.getByRole('status')).toHaveText(
      'Thank you, Ada Reyes. We have your message and will answer at ada@example.com.',
      { timeout: 20_000 },
    )
    await page.screenshot({ path: testInfo.outputPath(`chat-sent-${width}.png`) })
  }
})

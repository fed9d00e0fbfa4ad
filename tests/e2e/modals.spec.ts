import { expect, type Page, test } from '@playwright/test'

/** Fails the test on any console error the page logs. */
function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`)
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return errors
}

/** What a header icon or a block does: the shared window event of src/modals/open-modal.ts. */
async function openModal(page: Page, detail: Record<string, unknown>) {
  await page.evaluate((d) => {
    window.dispatchEvent(new CustomEvent('site:open-modal', { detail: d }))
  }, detail)
}

/**
 * Opens a modal once the page is hydrated: like a header icon, the host only listens once React
 * has run, so an event sent before that is (rightly) lost. Retries until `dialog` shows.
 */
async function openModalWhenReady(
  page: Page,
  detail: Record<string, unknown>,
  dialog: ReturnType<Page['getByRole']>,
) {
  await expect(async () => {
    if ((await dialog.count()) === 0) await openModal(page, detail)
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow)

const focusInsideDialog = (page: Page) =>
  page.evaluate(() => {
    // The modal's dialog (the header's mobile panel is a dialog too).
    const dialog = document.querySelector('.modal [role="dialog"]')
    return dialog?.contains(document.activeElement) === true
  })

const images = [
  '/api/media/file/catalog-cover-vineyard.jpg',
  '/api/media/file/catalog-cover-river.jpg',
  '/api/media/file/catalog-cover-cellar.jpg',
].map((url, i) => ({ url, alt: `Photo ${i + 1}` }))

test('the search modal freezes the page, keeps focus inside, and Esc closes it', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await page.goto('/en-ww/')
  const logo = page.getByRole('banner').getByRole('link', { name: 'Maison Solaine home' })
  await logo.focus()

  const dialog = page.getByRole('dialog', { name: 'Search' })
  await openModalWhenReady(page, { type: 'search' }, dialog)
  await expect(dialog).toBeVisible()
  const input = dialog.getByRole('searchbox', { name: 'What are you looking for?' })
  await expect(input).toBeFocused()

  // Page scroll is off while the modal is open.
  expect(await pageOverflow(page)).toBe('hidden')
  await page.mouse.move(200, 300)
  await page.mouse.wheel(0, 800)
  await page.waitForTimeout(200)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  // Enter on an empty input searches nothing and keeps the focus there.
  await page.keyboard.press('Enter')
  await expect(input).toBeFocused()
  await expect(page).toHaveURL(/\/en-ww\/$/)

  // Tab and Shift+Tab go round inside the dialog.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInsideDialog(page)).toBe(true)
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusInsideDialog(page)).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await pageOverflow(page)).not.toBe('hidden')
  await expect(logo).toBeFocused()
  await page.mouse.wheel(0, 400)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  expect(errors).toEqual([])
})

test('the search modal slides in from the right and its close button closes it', async ({
  page,
}) => {
  await page.goto('/en-ww/')
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await openModalWhenReady(page, { type: 'search' }, dialog)
  await expect(dialog).toBeVisible()
  const animation = await dialog.evaluate((el) => {
    const style = getComputedStyle(el)
    return { name: style.animationName, duration: style.animationDuration }
  })
  expect(animation).toEqual({ name: 'modal-slide-in', duration: '0.8s' })
  await dialog.getByRole('button', { name: 'Close' }).click()
  // It slides out for 0.8 s before it leaves the page.
  await expect(page.locator('.modal[data-state="closing"]')).toHaveCount(1)
  await expect(dialog).toBeHidden()
  expect(await pageOverflow(page)).not.toBe('hidden')
})

test('Enter in the search modal goes to the search page with ?q=', async ({ page }) => {
  await page.goto('/fr-fr/')
  const dialog = page.getByRole('dialog', { name: 'Recherche' })
  await openModalWhenReady(page, { type: 'search' }, dialog)
  const input = dialog.getByRole('searchbox', { name: 'Que recherchez-vous ?' })
  await input.fill('vieille réserve')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/fr-fr\/search\/\?q=vieille\+r%C3%A9serve$/)
  await expect(dialog).toBeHidden()
  expect(await pageOverflow(page)).not.toBe('hidden')
})

test('options hide the close button and suppress the animation', async ({ page }) => {
  await page.goto('/en-ww/')
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await openModalWhenReady(page, { type: 'search', hideClose: true, noAnimation: true }, dialog)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
  expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await page.keyboard.press('Escape')
  // No slide-out: it never enters the closing state, it is simply gone.
  await expect(page.locator('.modal')).toHaveCount(0)
})

test('the image slider opens at the given image and wraps with the arrow keys', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await page.goto('/en-ww/')
  const dialog = page.getByRole('dialog', { name: 'Image gallery' })
  await openModalWhenReady(
    page,
    { type: 'image_slider', props: { items: images, index: 2 } },
    dialog,
  )
  await expect(dialog).toBeVisible()
  const current = (n: number) => dialog.getByRole('group', { name: `Image ${n} of 3` })

  await expect(current(3)).toBeVisible()
  await expect(current(3).getByRole('img', { name: 'Photo 3' })).toBeInViewport()
  await page.keyboard.press('ArrowRight')
  await expect(current(1)).toBeVisible()
  await expect(current(1).getByRole('img', { name: 'Photo 1' })).toBeInViewport()
  await page.keyboard.press('ArrowLeft')
  await expect(current(3)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(current(2)).toBeVisible()
  await dialog.getByRole('button', { name: 'Next image' }).click()
  await expect(current(3)).toBeVisible()
  await dialog.getByRole('button', { name: 'Next image' }).click()
  await expect(current(1)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(errors).toEqual([])
})

test('a slider of one image has no controls', async ({ page }) => {
  await page.goto('/en-ww/')
  const dialog = page.getByRole('dialog', { name: 'Image gallery' })
  await openModalWhenReady(
    page,
    { type: 'image_slider', props: { items: images.slice(0, 1), index: 4 } },
    dialog,
  )
  await expect(dialog.getByRole('group', { name: 'Image 1 of 1' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Next image' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Previous image' })).toHaveCount(0)
})

test('the embed player shows the provider’s player, the native player a video', async ({
  page,
}) => {
  await page.goto('/en-ww/')
  // The player page itself is not fetched: the test is about what the modal draws.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  )
  const dialog = page.getByRole('dialog', { name: 'Video' })
  await openModalWhenReady(
    page,
    {
      type: 'embed_player',
      props: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'In the cellar' },
    },
    dialog,
  )
  await expect(dialog.locator('iframe[title="In the cellar"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1',
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await openModal(page, {
    type: 'native_player',
    props: { src: '/api/media/file/no-such-video.mp4', title: 'The still house' },
    noAnimation: true,
  })
  const video = page.getByRole('dialog', { name: 'Video' }).locator('video')
  await expect(video).toHaveAttribute('aria-label', 'The still house')
  await expect(video).toHaveAttribute('controls', '')
  expect(await video.evaluate((el) => (el as HTMLVideoElement).loop)).toBe(false)
})

test('an unknown modal type, or one no feature has built yet, renders nothing', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await page.goto('/en-ww/')
  // The host is listening: a known modal opens and closes.
  const search = page.getByRole('dialog', { name: 'Search' })
  await openModalWhenReady(page, { type: 'search', noAnimation: true }, search)
  await page.keyboard.press('Escape')
  await expect(search).toBeHidden()
  for (const detail of [
    { type: 'no_such_modal' },
    { type: 'cocktail', props: {} },
    { type: 'image_slider', props: { items: [] } },
  ]) {
    await openModal(page, detail)
  }
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('.modal')).toHaveCount(0)
  expect(await pageOverflow(page)).not.toBe('hidden')
  expect(errors).toEqual([])
})

test('the share popup offers three networks and closes by its overlay or its button', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await page.goto('/en-ww/collection/xo/')
  const share = page.getByRole('button', { name: 'Share' })
  const popup = page.getByRole('dialog', { name: 'Share this page' })
  // Retried until hydration has attached the button's handler.
  await expect(async () => {
    if ((await popup.count()) === 0) await share.click()
    await expect(popup).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  const pageUrl = encodeURIComponent(page.url())
  const facebook = popup.getByRole('link', { name: /Facebook/ })
  await expect(facebook).toBeFocused()
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
  )
  await expect(facebook).toHaveAttribute('target', '_blank')
  await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(popup.getByRole('link', { name: /Twitter/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${pageUrl.replace(/[.%]/g, '\\$&')}`),
  )
  await expect(popup.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${pageUrl}`,
  )

  await page.getByTestId('share-overlay').click({ position: { x: 5, y: 5 } })
  await expect(popup).toBeHidden()
  await expect(share).toBeFocused()

  await share.click()
  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(popup).toBeHidden()
  expect(errors).toEqual([])
})

test('a URL hash scrolls its element to 140 px below the top after 1 s', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto('/en-ww/collection/xo/#product-profile')
  const target = page.locator('#product-profile')
  await expect
    .poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 15_000,
    })
    .toBe(140)
})

test.describe('Blue Swift newsletter popin (SPEC §2.8, §4)', () => {
  test('offered on a Blue Swift page after a moment; "not now" closes it and is remembered', async ({
    page,
  }) => {
    // Two waits for the 8 s offer (one seen, one proven absent) plus two page loads.
    test.setTimeout(60_000)
    await page.goto('/en-ww/collection/blue-swift/')
    const popin = page.getByRole('dialog', { name: 'News from the cellar' })
    // Offered after 8 s on the page, not over the page the visitor has just opened.
    await page.waitForTimeout(3000)
    await expect(popin).toHaveCount(0)
    await expect(popin).toBeVisible({ timeout: 15_000 })
    await expect(popin).toContainText(
      'Solaine Blue Martinet, our V.S.O.P finished in bourbon casks',
    )
    await popin.getByRole('button', { name: 'Not now' }).click()
    await expect(popin).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('blue_swift_popin_skipped'))).toMatch(
      /^\d+$/,
    )
    // Not offered again on the next visit.
    await page.reload()
    await page.waitForTimeout(10_000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('its subscribe button opens the newsletter form; other product pages never offer it', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.goto('/fr-fr/collection/blue-swift/')
    const popin = page.getByRole('dialog')
    await expect(popin).toBeVisible({ timeout: 15_000 })
    await popin.getByRole('button', { name: 'S’inscrire à la newsletter' }).click()
    const form = page.getByRole('dialog').getByRole('form')
    await expect(form.getByRole('button', { name: 'S’abonner' })).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Votre adresse e-mail' })).toBeVisible()

    await page.goto('/en-ww/collection/xo/')
    await page.waitForTimeout(10_000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

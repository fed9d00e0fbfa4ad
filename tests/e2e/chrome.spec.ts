import { expect, type Page, test } from '@playwright/test'
import { linkFromOutbox } from './outbox'

/** The header bar as a visitor sees it (the desktop links are hidden on phones, and vice versa). */
const header = (page: Page) => page.locator('header[data-chrome="header"]')
const disclaimer = (page: Page) => page.locator('[data-chrome="disclaimer"]')

test.describe('desktop header', () => {
  test('hovering Cocktails opens its panel with taste links and cards; leaving closes it', async ({
    page,
  }) => {
    await page.goto('/en-ww/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const panel = page.locator('[data-panel="cocktails"]')
    await expect(panel).toBeHidden()

    await nav.getByRole('link', { name: 'Cocktails', exact: true }).hover()
    await expect(panel).toBeVisible()
    await expect(panel.getByText('Cocktails by taste')).toBeVisible()
    for (const [label, taste] of [
      ['Soft', 'soft'],
      ['Creamy', 'creamy'],
      ['Sweet', 'sweet'],
      ['Sour', 'sour'],
      ['Bitter', 'bitter'],
    ]) {
      await expect(panel.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        `/en-ww/cocktails/?taste=${taste}`,
      )
    }
    const cards = panel.getByRole('list', { name: 'Highlights: Cocktails' }).getByRole('link')
    await expect(cards).toHaveCount(3)
    // A card leads to its cocktail's page, or to the cocktails page until those pages exist.
    await expect(cards.first()).toHaveAttribute('href', /^\/en-ww\/cocktails\/([^/]+\/)?$/)
    await expect(cards.first().locator('img')).toBeVisible()

    // Move the pointer off the link and its panel.
    await page.mouse.move(1200, 710)
    await expect(panel).toBeHidden()
  })

  test('clicking a taste link closes the panel and opens the filtered cocktails page', async ({
    page,
  }) => {
    await page.goto('/en-ww/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Cocktails', exact: true }).hover()
    const panel = page.locator('[data-panel="cocktails"]')
    await panel.getByRole('link', { name: 'Sour', exact: true }).click()
    await expect(page).toHaveURL(/\/en-ww\/cocktails\/\?taste=sour$/)
    await expect(panel).toBeHidden()
  })

  test('the collection panel shows 8 products; keyboard opens it and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/en-ww/')
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'The collection', exact: true })
    await link.focus()
    const panel = page.locator('[data-panel="collection"]')
    await expect(panel).toBeVisible()
    await expect(
      panel.getByRole('list', { name: 'Highlights: The collection' }).getByRole('link'),
    ).toHaveCount(8)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(link).toBeFocused()
    // Enter on the toggle opens it again.
    await page.getByRole('button', { name: 'Show the links of The collection' }).press('Enter')
    await expect(panel).toBeVisible()
  })

  test('the visit-us panel leads to booking a visit, the events and the store locator (issue 13)', async ({
    page,
  }) => {
    await page.goto('/en-ww/')
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Visit us', exact: true })
      .focus()
    const panel = page.locator('[data-panel="visit-us"]')
    await expect(panel).toBeVisible()
    const cards = panel.getByRole('list', { name: 'Highlights: Visit us' })
    for (const [name, href] of [
      ['Book your Ruban Bleu journey', '/en-ww/cordon-bleu-your-journey-book-visit/'],
      ['Events', '/en-ww/event-finder/'],
      ['Store locator', '/en-ww/store-locator/'],
    ] as const) {
      await expect(cards.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute(
      'href',
      '/en-ww/event-finder/',
    )
  })

  test('the header collapses past 100 px of scroll and expands again at the top', async ({
    page,
  }) => {
    await page.goto('/en-ww/')
    const bar = header(page)
    await expect(bar).toHaveAttribute('data-collapsed', 'false')
    const tall = (await bar.boundingBox())?.height ?? 0

    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(bar).toHaveAttribute('data-collapsed', 'true')
    await expect.poll(async () => (await bar.boundingBox())?.height ?? 0).toBeLessThan(tall)

    await page.evaluate(() => window.scrollTo(0, 100))
    await expect(bar).toHaveAttribute('data-collapsed', 'false')
    await page.evaluate(() => window.scrollTo(0, 101))
    await expect(bar).toHaveAttribute('data-collapsed', 'true')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar).toHaveAttribute('data-collapsed', 'false')
  })

  test('a scroll that stops just past 100 px leaves the header collapsed, without flicker', async ({
    page,
  }) => {
    await page.goto('/en-ww/articles/')
    const bar = header(page)
    for (const y of [105, 115, 125]) {
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(bar).toHaveAttribute('data-collapsed', 'false')
      await page.evaluate((to) => window.scrollTo(0, to), y)
      await expect(bar).toHaveAttribute('data-collapsed', 'true')
      // Watch it for a second (ten throttled checks): it neither expands again nor moves the page.
      const seen = await page.evaluate(async () => {
        const header = document.querySelector('[data-chrome="header"]')
        const states = new Set<string | null>()
        const positions = new Set<number>()
        const until = performance.now() + 1000
        while (performance.now() < until) {
          states.add(header?.getAttribute('data-collapsed') ?? null)
          positions.add(Math.round(window.scrollY))
          await new Promise((done) => setTimeout(done, 20))
        }
        return { states: [...states], positions: [...positions] }
      })
      expect(seen, `stopped at ${y} px`).toEqual({ states: ['true'], positions: [y] })
    }
  })

  test('en-us shows the cart toggle; fr-fr does not', async ({ page }) => {
    await page.goto('/en-us/')
    await expect(header(page).getByRole('button', { name: 'Cart' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
      'href',
      '/en-us/newsletter/',
    )
    await page.goto('/fr-fr/')
    await expect(header(page).getByRole('link', { name: 'Newsletter' })).toBeVisible()
    await expect(header(page).getByRole('button', { name: 'Panier' })).toHaveCount(0)
    await expect(header(page).getByRole('button', { name: 'Cart' })).toHaveCount(0)
  })
})

test.describe('mobile header (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the burger opens the full-height panel, freezes the page, and navigation closes it', async ({
    page,
  }) => {
    await page.goto('/en-ww/')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Open the menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(844)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

    // Accordion entry with its sub-links and a slider of cards.
    const cocktails = dialog.getByRole('button', { name: 'Cocktails' })
    await expect(cocktails).toHaveAttribute('aria-expanded', 'false')
    await cocktails.click()
    await expect(cocktails).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog.getByRole('link', { name: 'Creamy', exact: true })).toBeVisible()
    await expect(
      dialog.getByRole('list', { name: 'Highlights: Cocktails' }).getByRole('link'),
    ).toHaveCount(3)
    await expect(dialog.getByRole('link', { name: 'Contact us' })).toBeVisible()

    await dialog.getByRole('link', { name: 'Creamy', exact: true }).click()
    await expect(page).toHaveURL(/\/en-ww\/cocktails\/\?taste=creamy$/)
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible()
  })

  test('the panel’s search bar focuses an empty input and searches with ?q=', async ({ page }) => {
    await page.goto('/en-ww/')
    await page.getByRole('button', { name: 'Open the menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    const input = dialog.getByRole('searchbox', { name: 'Search the site' })
    await dialog.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(input).toBeFocused()
    await expect(page).toHaveURL(/\/en-ww\/$/)
    await input.fill('sidecar')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/en-ww\/search\/\?q=sidecar$/)
    await expect(dialog).toBeHidden()
  })
})

test.describe('footer', () => {
  test('newsletter: disabled until a valid email and consent, flagged on blur, then confirmed from the email (double opt-in)', async ({
    page,
    request,
  }) => {
    await page.goto('/en-ww/')
    const form = page.getByRole('form', { name: 'News from the cellar' })
    const email = form.getByRole('textbox', { name: 'Your email address' })
    // The consent box (the form also holds the captcha's checkbox once it starts).
    const consent = form.locator('.chrome-newsletter__consent').getByRole('checkbox')
    const submit = form.getByRole('button', { name: 'Subscribe' })
    await expect(submit).toBeDisabled()

    await email.fill('camille@example')
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0)
    await email.blur()
    await expect(
      form.getByText('Please enter a valid email address, e.g. name@example.com.'),
    ).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await consent.check()
    await expect(submit).toBeDisabled()

    const address = `e2e-${Date.now()}@example.com`
    await email.fill(address)
    await expect(email).toHaveAttribute('aria-invalid', 'false')
    await consent.uncheck()
    await expect(submit).toBeDisabled()
    await consent.check()
    await expect(submit).toBeEnabled()
    await submit.click()
    const done = page.getByRole('status').filter({ hasText: 'Thank you' })
    await expect(done).toBeVisible()
    await expect(done).toContainText('Follow the link we have just emailed you to confirm')

    // Nothing is confirmed until the emailed link is followed and its button pressed (a mail
    // scanner opening the link confirms nothing).
    const link = await linkFromOutbox(
      request,
      address,
      'Confirm your subscription to news from Maison Solaine',
      '/newsletter-confirm/',
    )
    expect(link.pathname).toBe('/en-ww/account/newsletter-confirm/')
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Your subscription is confirmed.' }),
    ).toHaveText('Your subscription is confirmed. Welcome to the news from the cellar.')

    // The unsubscribe link of the same email works too.
    const leave = await linkFromOutbox(
      request,
      address,
      'Confirm your subscription to news from Maison Solaine',
      '/newsletter-unsubscribe/',
    )
    await page.goto(leave.pathname + leave.search)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toHaveText(
      'You are unsubscribed: you will receive no more newsletters.',
    )
  })

  test('social links have accessible names and open in a new tab', async ({ page }) => {
    await page.goto('/en-ww/')
    const social = page.getByRole('list', { name: 'Follow Maison Solaine' })
    const instagram = social.getByRole('link', { name: 'Instagram (opens in a new tab)' })
    await expect(instagram).toHaveAttribute('target', '_blank')
    await expect(instagram.locator('svg')).toBeVisible()
  })

  test('a page with remove_footer has no footer, but keeps the disclaimer', async ({ page }) => {
    await page.goto('/en-ww/')
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.goto('/en-ww/connected-bottle/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(disclaimer(page)).toBeVisible()
    await expect(header(page)).toBeVisible()
  })

  test('a page with disable_menu hides the main links but keeps the header', async ({ page }) => {
    await page.goto('/en-ww/video-card/create/')
    await expect(header(page)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
  })

  test('a page with a menu override shows its own links instead of the main ones', async ({
    page,
  }) => {
    await page.goto('/en-ww/noblesse/')
    const override = page.getByRole('navigation', { name: 'Page navigation' })
    await expect(override.getByRole('link')).toHaveCount(3)
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
  })
})

test.describe('sticky disclaimer bar', () => {
  test('zh-tw shows the black banner image', async ({ page }) => {
    await page.goto('/zh-tw/')
    const bar = disclaimer(page)
    await expect(bar).toHaveAttribute('data-variant', 'image')
    await expect(bar.getByRole('img', { name: '禁止酒駕 飲酒過量 有害健康' })).toBeVisible()
    await expect(bar).toHaveCSS('background-color', 'rgb(0, 0, 0)')
  })

  test('en-za shows a white banner with text and logo', async ({ page }) => {
    await page.goto('/en-za/')
    const bar = disclaimer(page)
    await expect(bar).toHaveAttribute('data-variant', 'banner')
    await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expect(bar).toContainText(
      'Not for sale to persons under the age of 18. Drink responsibly.',
    )
    await expect(bar).toContainText('Maison Solaine')
  })

  test('fr-fr shows its disclaimer as uppercase text, stuck to the bottom of the window', async ({
    page,
  }) => {
    await page.goto('/fr-fr/')
    const bar = disclaimer(page)
    await expect(bar).toHaveAttribute('data-variant', 'text')
    await expect(bar).toHaveText(
      'L’abus d’alcool est dangereux pour la santé, à consommer avec modération',
    )
    await expect(bar).toHaveCSS('text-transform', 'uppercase')
    const box = await bar.boundingBox()
    const height = page.viewportSize()?.height ?? 0
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(height)
  })
})

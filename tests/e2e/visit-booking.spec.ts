/**
 * Visit booking (issue 13), end to end: a Visit us "Book" button opens the booking of its visit
 * (our own form, no iframe), a date and a time are chosen, the form refuses what SPEC §5 refuses,
 * the booking is confirmed on the page and by email (read from the dev outbox) with an .ics and
 * a cancellation link on the configured origin, and that link cancels it and frees the places.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

const DEMO_EDITOR = { email: 'editor@maison-solaine.test', password: 'Solaine-demo-2026!' }

interface OutboxMail {
  to: string
  subject: string
  text: string
  attachments: { filename: string; contentType: string; content: string }[]
}

async function mailTo(request: APIRequestContext, to: string): Promise<OutboxMail> {
  const login = await request.post('/api/users/login/', { data: DEMO_EDITOR })
  expect(login.status()).toBe(200)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  for (let i = 0; i < 50; i++) {
    const answer = await request.get('/api/members/dev-outbox/?format=json', { headers })
    const { messages } = (await answer.json()) as { messages: OutboxMail[] }
    const mail = messages.find((m) => m.to.includes(to))
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no email to ${to}`)
}

async function placesLeft(request: APIRequestContext, slotId: number): Promise<number> {
  const answer = await request.get('/api/visit-bookings/slots/?visit=cellar-tour&locale=en-ww')
  expect(answer.status()).toBe(200)
  const { slots } = (await answer.json()) as { slots: { id: number; placesLeft: number }[] }
  return slots.find((s) => s.id === slotId)?.placesLeft ?? -1
}

/**
 * Opens the form of the first time with room for two (some demo times have one place left), on
 * the selected day or the next days.
 */
async function openFirstFreeSlot(page: Page) {
  const roomy = page.locator('button.visit-slot:not([disabled])', {
    hasText: /\d+ places left|Осталось ([2-9]|\d\d) мест|尚餘 ([2-9]|\d\d) /,
  })
  const chips = page.locator('.visit-chip')
  await expect(chips.first()).toBeVisible()
  for (let i = 0; (await roomy.count()) === 0 && i < (await chips.count()); i++) {
    await chips.nth(i).click()
  }
  const slot = roomy.first()
  await expect(slot).toBeVisible()
  await slot.click()
  await expect(page.locator('form.visit-booking__form')).toBeVisible()
}

test('a visit is booked from the Visit us page, confirmed by email with an .ics, and cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))

  await page.goto('/en-ww/visit-us/')
  const experiences = page.locator('#experiences')
  await experiences.getByRole('link', { name: 'Book' }).nth(1).click()
  await expect(page).toHaveURL(/\/en-ww\/cordon-bleu-your-journey-book-visit\/\?visit=cellar-tour$/)
  // Our own booking, not the old iframe to an address that does not exist.
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /The cellar tour/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText('Times are those of Cognac, France.')).toBeVisible()
  await expect(page.locator('.visit-chip[aria-pressed="true"]')).toHaveCount(1)

  await openFirstFreeSlot(page)
  const slotResponse = await request.get(
    '/api/visit-bookings/slots/?visit=cellar-tour&locale=en-ww',
  )
  const { slots } = (await slotResponse.json()) as { slots: { id: number; placesLeft: number }[] }
  await expect(page.locator('button.visit-slot[aria-pressed="true"]')).toContainText(/places? left/)

  // SPEC §7: "visit booking opened" with the visit's name, when the form opens.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((e) => e.event === 'visit_booking_opened'),
      ),
    )
    .toEqual([expect.objectContaining({ visitName: 'The cellar tour', language: 'en' })])

  // Nothing filled in: the fields say what they need.
  await page.getByRole('button', { name: 'Book the visit' }).click()
  await expect(page.getByText('Please check the fields marked below.')).toBeVisible()
  await expect(page.getByText('This field is required.').first()).toBeVisible()
  await expect(page.getByText('Please tick the box to book.')).toBeVisible()

  const email = `visit-${Date.now()}@example.com`
  await page.getByLabel('Full name').fill('Zoë Marchand')
  await page.getByLabel('Email address', { exact: true }).fill(email)
  await page.getByLabel('Phone (optional)').fill('12')
  await expect(page.getByText('Enter a valid phone number.')).toBeVisible()
  await page.getByLabel('Phone (optional)').fill('+331 545 12345')
  const form = page.locator('form.visit-booking__form')
  // Too young for the market (18 in en-ww): refused before anything is sent.
  const thisYear = new Date().getFullYear()
  await form.locator('select[name="dob-year"]').selectOption(String(thisYear - 18))
  await form.locator('select[name="dob-month"]').selectOption('12')
  await form.locator('select[name="dob-day"]').selectOption('31')
  await expect(page.getByText('You must be of legal drinking age to book a visit.')).toBeVisible()
  await form.locator('select[name="dob-year"]').selectOption('1990')
  await form.locator('select[name="dob-month"]').selectOption('7')
  await form.locator('select[name="dob-day"]').selectOption('14')
  await page.getByLabel('Number of guests').selectOption('2')
  await page.getByLabel(/I agree that Maison Solaine keeps these details/).check()

  // The chosen slot from the page's own answer: its id is what the API books.
  const booked = page.waitForResponse(
    (r) => r.url().endsWith('/api/visit-bookings/') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Book the visit' }).click()
  const answer = await booked
  expect(answer.status()).toBe(201)
  const booking = (await answer.json()).booking as { slot: { id: number; placesLeft: number } }
  const before = slots.find((s) => s.id === booking.slot.id)?.placesLeft ?? -1
  expect(booking.slot.placesLeft).toBe(before - 2)
  await expect(page.getByRole('heading', { name: 'Your visit is booked' })).toBeVisible()
  await expect(page.getByText(`A confirmation has been sent to ${email}`)).toBeVisible()

  // The email: subject, the .ics, and a cancellation link on SITE_URL.
  const mail = await mailTo(request, email)
  expect(mail.subject).toMatch(/^Your visit to Maison Solaine: /)
  const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))
  expect(ics?.contentType).toMatch(/^text\/calendar/)
  expect(ics?.content).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics?.content).toContain('SUMMARY:The cellar tour\\, Maison Solaine')
  expect(ics?.content).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/)
  const link = mail.text.match(/https?:\/\/\S+\/visit-booking\/cancel\/\?token=[\w-]+/)?.[0]
  expect(link).toBeDefined()
  const site = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3000}`
  expect(link?.startsWith(`${site}/en-ww/visit-booking/cancel/`)).toBe(true)

  // The link shows the booking; the button cancels it and frees the places.
  await page.goto(link as string)
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your visit' })).toBeVisible()
  await expect(page.getByText('Zoë Marchand')).toBeVisible()
  expect(await placesLeft(request, booking.slot.id)).toBe(before - 2)
  await page.getByRole('button', { name: 'Cancel the booking' }).click()
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible()
  expect(await placesLeft(request, booking.slot.id)).toBe(before)
  // A second visit of the link says so, and frees nothing more.
  await page.goto(link as string)
  await expect(page.getByText('This booking is already cancelled.')).toBeVisible()
  expect(await placesLeft(request, booking.slot.id)).toBe(before)
  expect(errors).toEqual([])
})

for (const locale of ['en-ww', 'ru-ru', 'zh-tw'] as const) {
  for (const width of [390, 1366]) {
    test(`the booking page looks right in ${locale} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 769 ? 844 : 900 })
      await page.goto(`/${locale}/cordon-bleu-your-journey-book-visit/?visit=tasting`)
      await openFirstFreeSlot(page)
      // Nothing wider than the window (long words, CJK, the date chips).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await page
        .locator('.visit-booking')
        .screenshot({ path: `test-results/visit-booking-${locale}-${width}.png` })
    })
  }
}

/**
 * Event registration (issue 13), end to end: an event page without an external registration URL
 * has our own form (no iframe) with its places left; the form refuses what SPEC §5 refuses; the
 * registration is confirmed on the page and by email (read from the dev outbox) with a
 * cancellation link on the configured origin, and that link cancels it and frees the places.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { linkFromOutbox } from './outbox'

interface FinderEvent {
  id: number
  url: string
  capacity: number | null
  registrationUrl: string | null
}

async function placesLeft(request: APIRequestContext, id: number): Promise<number | null> {
  const answer = await request.get(`/api/event-registrations/places/?event=${id}&locale=en-ww`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { placesLeft: number | null }).placesLeft
}

test('an event is registered for on its page, confirmed by email, and cancelled by its link', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))

  // An upcoming event of the market, with places counted and no external form.
  const finder = await request.get(
    '/api/event-finder/?locale=en-ww&lat=48.857&lng=2.352&distance=500',
  )
  expect(finder.status()).toBe(200)
  const { items } = (await finder.json()) as { items: FinderEvent[] }
  const event = items.find((e) => e.capacity && !e.registrationUrl)
  if (!event) throw new Error('no upcoming en-ww event with a capacity in the demo')
  const before = (await placesLeft(request, event.id)) ?? 0
  expect(before).toBeGreaterThanOrEqual(2)

  await page.goto(event.url)
  const register = page.locator('.event-page__register')
  await expect(register.getByTestId('places-left')).toHaveText(
    `${before} place${before === 1 ? '' : 's'} left`,
  )
  await expect(page.locator('iframe')).toHaveCount(0)

  // Nothing filled in: the fields say what they need.
  await register.getByRole('button', { name: 'Register' }).click()
  await expect(register.getByText('Please check the fields marked below.')).toBeVisible()
  await expect(register.getByText('Please tick the box to register.')).toBeVisible()

  const email = `event-${Date.now()}@example.com`
  await register.getByLabel('Full name').fill('Zoë Marchand')
  await register.getByLabel('Email address', { exact: true }).fill(email)
  await register.getByLabel('Number of guests').selectOption('2')
  await register.getByLabel(/I agree that Maison Solaine keeps these details/).check()
  await register.getByRole('button', { name: 'Register' }).click()

  await expect(register.getByRole('heading', { name: 'You are registered' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(register).toContainText(`A confirmation has been sent to ${email}`)
  expect(await placesLeft(request, event.id)).toBe(before - 2)

  // The email's link is on the configured origin and opens a confirm page; its button cancels.
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  const cancel = await linkFromOutbox(
    request,
    email,
    `Your registration: ${title}`,
    '/event-registration/cancel/',
  )
  expect(cancel.origin).toBe(new URL(page.url()).origin)
  await page.goto(cancel.pathname + cancel.search)
  await expect(page.getByRole('heading', { name: 'Cancel your registration' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel the registration' }).click()
  await expect(page.getByText('Your registration is cancelled.')).toBeVisible()
  expect(await placesLeft(request, event.id)).toBe(before)
  expect(errors).toEqual([])
})

import { expect, type Page, test } from '@playwright/test'
import { asEditor } from './outbox'

/** The seeded demo member (README; scripts/seed/reviews.ts DEMO_MEMBER). */
const MEMBER = { email: 'member@maison-solaine.test', password: 'Solaine-member-2026!' }
const PRODUCT = '/en-ww/collection/cordon-bleu/'

async function openReviews(page: Page) {
  await page.locator('.product-reviews').getByRole('button', { name: 'Read the reviews' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reviews' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('a member rates and reviews a product; it shows once an editor approves it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const text = `Toffee, orange peel and a long peppery finish (e2e ${Date.now()}).`

  // A visitor sees the summary and the approved reviews, and is invited to sign in.
  await page.goto(PRODUCT)
  const summary = page.locator('.product-reviews__summary')
  await expect(summary).toContainText(/\d\.\d out of 5, \d+ reviews/)
  let dialog = await openReviews(page)
  await expect(dialog.locator('.review')).not.toHaveCount(0)
  await dialog.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(
    /\/en-ww\/account\/sign-in\/\?redirect_to=%2Fen-ww%2Fcollection%2Fcordon-bleu%2F$/,
  )
  await page.getByLabel('Email address', { exact: true }).fill(MEMBER.email)
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`))

  // Signed in: the form. The stars are radio inputs: the keyboard moves between them.
  dialog = await openReviews(page)
  const form = dialog.getByRole('form', { name: 'Your review' })
  await form.getByRole('button', { name: 'Send my review' }).click()
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible()
  await expect(form.getByText('Please write a few words about this cognac.')).toBeVisible()
  await form.getByRole('radio', { name: '5 stars' }).focus()
  await page.keyboard.press('Space')
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeFocused()
  await form.getByLabel('Title (optional)').fill('Toffee and spice')
  await form.getByLabel('What did you think of it?').fill(text)
  await form.getByRole('button', { name: 'Send my review' }).click()

  // The modal closes on submission (SPEC §7) and a polite status says it awaits moderation.
  await expect(dialog).toHaveCount(0)
  const status = page.locator('.product-reviews').getByRole('status')
  await expect(status).toHaveText(
    'Thank you for your review. It will appear once our team has read it.',
  )
  await expect(status).toHaveAttribute('aria-live', 'polite')

  // Pending: not shown, and not readable over REST without an editor's token.
  const anonymous = await request.get('/api/product-reviews/?limit=1')
  expect(anonymous.status()).toBe(403)
  const headers = await asEditor(request)
  const where = `where[text][equals]=${encodeURIComponent(text)}`
  const found = await request.get(`/api/product-reviews/?${where}&depth=0`, { headers })
  expect(found.status()).toBe(200)
  const { docs } = (await found.json()) as { docs: Array<{ id: number; status: string }> }
  expect(docs).toHaveLength(1)
  expect(docs[0]?.status).toBe('pending')
  await page.reload()
  dialog = await openReviews(page)
  await expect(dialog.getByText(text)).toHaveCount(0)
  await page.keyboard.press('Escape')

  // An editor approves it: it shows, counted in the average.
  const approved = await request.patch(`/api/product-reviews/${docs[0]?.id}/`, {
    headers,
    data: { status: 'approved' },
  })
  expect(approved.status()).toBe(200)
  await expect(async () => {
    await page.reload()
    await expect(summary).toContainText(/out of 5, 4 reviews/, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  dialog = await openReviews(page)
  const mine = dialog.locator('.review').filter({ hasText: text })
  await expect(mine).toBeVisible()
  await expect(mine.getByRole('heading', { name: 'Toffee and spice' })).toBeVisible()
  await expect(mine).toContainText('Rated 4 out of 5')
  await expect(mine).toContainText('by Zoë M.')
  // The newest first.
  await expect(dialog.locator('.review').first()).toContainText(text)
})

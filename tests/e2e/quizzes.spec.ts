/**
 * Quizzes (issue 15): each kind taken to its result, one with the keyboard only, the others with
 * the mouse; going back once keeps the answer; the shared result opens in a fresh context with its
 * own share image; a signed-in member's result is saved to their activities (quizz_confirmation);
 * a visitor's result is saved once after they sign up from it.
 * Screenshots of a question and a result at 390 and 1366 px in en-ww, ru-ru and zh-tw go to
 * test-results/quiz-shots/.
 */
import { expect, type Page, test } from '@playwright/test'
import { passAgeGate } from './fixtures'
import { linkFromOutbox } from './outbox'

/** Fails the test on any console error the page logs (4xx answers of the members API aside). */
function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return errors
}

const progress = (page: Page) => page.locator('.quiz-runner__progress')

/** Picks an answer with the keyboard only: into the radio group, arrows, then to the button. */
async function answerWithKeyboard(page: Page, index: number, button: RegExp) {
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio').first()).toBeFocused()
  await page.keyboard.press('Space')
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    const name = await page.evaluate(() => document.activeElement?.textContent ?? '')
    if (button.test(name)) break
  }
  await page.keyboard.press('Enter')
}

async function answerWithMouse(page: Page, answer: string, button: RegExp) {
  await page.getByText(answer, { exact: true }).click()
  await page.getByRole('button', { name: button }).click()
}

test('the knowledge quiz with the keyboard only, back once, then its shared result in a fresh context', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const errors = watchConsole(page)
  await page.goto('/en-ww/quiz/cognac-knowledge/')
  await expect(progress(page)).toHaveText('Question 1 of 5')
  // Start from the question's title, as a keyboard user tabbing down the page reaches it.
  await page.getByRole('heading', { level: 2, name: 'Which grape makes most cognac?' }).focus()

  await answerWithKeyboard(page, 0, /^Next question$/) // Ugni blanc: right
  const q2 = page.getByRole('heading', { level: 2, name: 'How many times is cognac distilled?' })
  await expect(q2).toBeFocused()
  await expect(progress(page)).toHaveText('Question 2 of 5')
  await answerWithKeyboard(page, 2, /^Next question$/) // Twice: right
  await expect(progress(page)).toHaveText('Question 3 of 5')

  // Back once: the question and its answer are kept.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Previous question' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(q2).toBeFocused()
  await expect(progress(page)).toHaveText('Question 2 of 5')
  await expect(page.getByRole('radio', { name: 'Twice' })).toBeChecked()
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused()
  await page.keyboard.press('Enter')

  await answerWithKeyboard(page, 1, /^Next question$/) // the spirit that evaporates: right
  await answerWithKeyboard(page, 1, /^Next question$/) // ten years: wrong
  await expect(progress(page)).toHaveText('Question 5 of 5')
  await answerWithKeyboard(page, 2, /^See my result$/) // the cellar: right

  await expect(page.getByRole('heading', { level: 2, name: 'Your result' })).toBeFocused()
  await expect(page.getByText('Your score: 4 of 5')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Enthusiast' })).toBeVisible()
  // The answers, the right one where it was missed, and why.
  await expect(page.getByText('The right answer: At least four years in oak')).toBeVisible()
  await expect(
    page.getByText('V.S.O.P. (Very Superior Old Pale) means the youngest eau-de-vie'),
  ).toBeVisible()
  // A visitor is invited to sign in to keep it.
  await expect(page.getByText('Sign in to keep this result in your activities.')).toBeVisible()

  const shared = await page.getByLabel('Link to this result').inputValue()
  expect(shared).toBe(`${baseURL}/en-ww/quiz/cognac-knowledge/result/enthusiast/`)

  // Someone else opens the shared link: the result is rendered by the server.
  const context = await browser.newContext()
  await passAgeGate(context)
  const other = await context.newPage()
  const response = await other.goto(shared)
  expect(response?.status()).toBe(200)
  await expect(other.getByRole('heading', { level: 1, name: 'Enthusiast' })).toBeVisible()
  await expect(other.getByText('A result of the quiz “How well do you know cognac?”')).toBeVisible()
  await expect(other.getByText('Suggested masterclass')).toBeVisible()
  await expect(other.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(other.locator('link[rel="canonical"]')).toHaveAttribute('href', shared)
  // SPEC §2.4 names no alternate for ru-ru (nor en-ww, es-mx, pl-pl, vi-vn): zh-tw has one.
  await expect(other.locator('head link[rel="alternate"][hreflang="zh-tw"]')).toHaveAttribute(
    'href',
    /\/zh-tw\/quiz\/[^/]+\/result\/enthusiast\/$/,
  )
  const image = await other.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toMatch(/\/en-ww\/quiz\/cognac-knowledge\/result\/enthusiast\/share-image\.png$/)
  const png = await other.request.get(image ?? '')
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
  // Back to the quiz from the shared result.
  await other.getByRole('link', { name: 'Take the quiz' }).click()
  await expect(other).toHaveURL(/\/en-ww\/quiz\/cognac-knowledge\/$/)
  await expect(progress(other)).toHaveText('Question 1 of 5')
  await context.close()

  // An unknown outcome is not found.
  const missing = await page.request.get('/en-ww/quiz/cognac-knowledge/result/nobody/')
  expect(missing.status()).toBe(404)
  expect(errors).toEqual([])
})

test('the cognac profile quiz with the mouse: a profile with its cognac and cocktails', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await page.goto('/en-ww/quizzcognacprofile/quizz-cognac-profile/')
  await expect(progress(page)).toHaveText('Question 1 of 4')
  await expect(page.getByRole('button', { name: 'Previous question' })).toBeDisabled()
  // Going on without an answer asks for one.
  await page.getByRole('button', { name: 'Next question' }).click()
  await expect(page.getByText('Choose an answer to go on.')).toBeVisible()
  await answerWithMouse(page, 'An armchair, a good book and silence', /^Next question$/)
  await answerWithMouse(page, 'Ripe apricot and honey', /^Next question$/)
  await page.getByRole('button', { name: 'Previous question' }).click()
  await expect(page.getByRole('radio', { name: 'Ripe apricot and honey' })).toBeChecked()
  await answerWithMouse(page, 'Leather, tobacco and dried figs', /^Next question$/)
  await answerWithMouse(page, 'Neat, at room temperature, in a tulip glass', /^Next question$/)
  await answerWithMouse(page, 'Winter, by the fire', /^See my result$/)

  await expect(page.getByRole('heading', { level: 2, name: 'Your result' })).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Deep and contemplative' })).toBeVisible()
  const picks = page.locator('.quiz-recommendations')
  await expect(picks.getByText('Suggested cognac')).toBeVisible()
  await expect(picks.getByText('Suggested cocktail')).toHaveCount(2)
  await expect(picks.getByRole('link', { name: 'Swift Old Fashioned' })).toHaveAttribute(
    'href',
    '/en-ww/cocktails/swift-old-fashioned/',
  )
  await expect(picks.getByRole('link', { name: 'Chevalier Noir' })).toBeVisible()
  // Taken again from the start.
  await page.getByRole('button', { name: 'Take the quiz again' }).click()
  await expect(progress(page)).toHaveText('Question 1 of 4')
  expect(errors).toEqual([])
})

test('a member takes the journeys quiz: the journey, a visit, and the result saved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const errors = watchConsole(page)
  const email = `quiz-${Date.now()}@example.com`
  // A client address of its own: the suite's other sign-ups count against 127.0.0.1's hourly limit.
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.16' })
  await page.goto('/en-ww/account/sign-up/')
  await page.getByLabel('Email address', { exact: true }).fill(email)
  await page.getByLabel('First name', { exact: true }).fill('Lin')
  await page.getByLabel('Last name', { exact: true }).fill('Moreau')
  await page.getByLabel('Password', { exact: true }).fill('Cognac#2026')
  await page.getByLabel('Day', { exact: true }).selectOption('3')
  await page.getByLabel('Month', { exact: true }).selectOption('2')
  await page.getByLabel('Year', { exact: true }).selectOption('1985')
  await page.getByLabel('Country', { exact: true }).selectOption('FR')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.locator('.account-page').getByRole('status')).toContainText(email)
  const verify = await linkFromOutbox(request, email, 'Verify your email address')
  await page.goto(`${verify.pathname}${verify.search}`)
  await expect(page).toHaveURL(/\/en-ww\/account\/arrival\/$/)

  await page.goto('/en-ww/quizzjourneys/quizz-journeys/')
  await expect(progress(page)).toHaveText('Question 1 of 4')
  await answerWithMouse(page, 'Old photographs and family letters', /^Next question$/)
  await answerWithMouse(page, 'How did it all begin?', /^Next question$/)
  await page.getByRole('button', { name: 'Previous question' }).click()
  await expect(progress(page)).toHaveText('Question 2 of 4')
  await page.getByRole('button', { name: 'Next question' }).click()
  await answerWithMouse(page, 'A print of an old label', /^Next question$/)
  await answerWithMouse(page, 'Dusk, when stories are told', /^See my result$/)

  await expect(page.getByRole('heading', { name: 'Heritage', exact: true }).first()).toBeVisible()
  const picks = page.locator('.quiz-recommendations')
  await expect(picks.getByText('Suggested journey')).toBeVisible()
  await expect(picks.getByRole('link', { name: 'Heritage' })).toHaveAttribute(
    'href',
    '/en-ww/journeys/heritage/',
  )
  await expect(picks.getByRole('link', { name: 'Book a visit' })).toHaveAttribute(
    'href',
    '/en-ww/cordon-bleu-your-journey-book-visit/',
  )
  // Saved: the quizz_confirmation modal says so and leads to the activities.
  const dialog = page.getByRole('dialog', { name: 'Result saved' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('“Heritage” is now in your activities.')).toBeVisible()
  await expect(page.getByText('Saved to your activities.')).toBeVisible()
  await dialog.getByRole('link', { name: 'See my activities' }).click()
  await expect(page).toHaveURL(/\/en-ww\/account\/activities\/$/)
  await expect(page.getByText('Quiz taken: Which journey is yours?')).toBeVisible()
  expect(errors).toEqual([])
})

test('a visitor reaches a result, signs up from it, and the result is saved once; the account lists orders in en-us only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const errors = watchConsole(page)
  // A client address of its own: the suite's other sign-ups count against 127.0.0.1's hourly limit.
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.15' })
  await page.goto('/en-ww/quiz/cognac-knowledge/')
  for (let i = 0; i < 5; i++) {
    await expect(progress(page)).toHaveText(`Question ${i + 1} of 5`)
    await page.getByRole('radio').first().check()
    await page.locator('.quiz-runner button[type="submit"]').click()
  }
  await expect(page.getByText('Your score: 2 of 5')).toBeVisible()
  const save = page.locator('.quiz-result__save')
  await expect(save).toHaveText(/Sign in to keep this result in your activities\./)
  await save.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account\/sign-in\/\?redirect_to=.*result%2Fcurious%2F$/)

  // No account yet: sign up from there, verify from the email.
  await page.getByRole('link', { name: 'New here? Create an account' }).click()
  const email = `pending-quiz-${Date.now()}@example.com`
  await page.getByLabel('Email address', { exact: true }).fill(email)
  await page.getByLabel('First name', { exact: true }).fill('Lin')
  await page.getByLabel('Last name', { exact: true }).fill('Moreau')
  await page.getByLabel('Password', { exact: true }).fill('Cognac#2026')
  await page.getByLabel('Day', { exact: true }).selectOption('3')
  await page.getByLabel('Month', { exact: true }).selectOption('2')
  await page.getByLabel('Year', { exact: true }).selectOption('1985')
  await page.getByLabel('Country', { exact: true }).selectOption('FR')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.locator('.account-page').getByRole('status')).toContainText(email)
  const verify = await linkFromOutbox(request, email, 'Verify your email address')
  await page.goto(`${verify.pathname}${verify.search}`)
  await expect(page).toHaveURL(/\/en-ww\/account\/arrival\//)
  // Saved on arrival; back on the result, nothing is saved a second time.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pending_quiz_results')))
    .toBeNull()
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/en-ww\/quiz\/cognac-knowledge\/result\/curious\/$/)
  await page.goto('/en-ww/account/activities/')
  await expect(page.getByText('Quiz taken: How well do you know cognac?')).toHaveCount(1)
  const me = await page.request.get('/api/members/me/')
  expect((await me.json()).member.points).toBe(5)

  // Orders: listed where buying exists (en-us), with words when there are none; not in en-ww.
  await page.goto('/en-us/account/orders/')
  const nav = page.getByRole('navigation', { name: 'My account' })
  await expect(nav.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('No orders yet.', { exact: false })).toBeVisible()
  await page.goto('/en-ww/account/profile/')
  await expect(nav.getByRole('link', { name: 'My profile' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'My orders' })).toHaveCount(0)
  expect(errors).toEqual([])
})

const SHOT_LOCALES = ['en-ww', 'ru-ru', 'zh-tw'] as const
for (const locale of SHOT_LOCALES) {
  for (const width of [390, 1366]) {
    test(`quiz screenshots: ${locale} at ${width} px`, async ({ page }) => {
      // Full-page screenshots are slow on a loaded machine.
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(`/${locale}/quiz/cognac-knowledge/`)
      const runner = page.locator('.quiz-runner')
      await expect(runner).toBeVisible()
      await page.getByRole('radio').first().check()
      await runner.screenshot({ path: `test-results/quiz-shots/${locale}-${width}-question.png` })
      for (let i = 0; i < 5; i++) {
        await page.getByRole('radio').first().check()
        await page.locator('.quiz-runner button[type="submit"]').click()
      }
      await expect(page.locator('.quiz-result')).toBeVisible()
      await page.screenshot({
        path: `test-results/quiz-shots/${locale}-${width}-result.png`,
        fullPage: true,
      })
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      )
      expect(sideways).toBe(false)
      const link = await page.locator('.quiz-share__url').inputValue()
      await page.goto(link)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.screenshot({
        path: `test-results/quiz-shots/${locale}-${width}-shared.png`,
        fullPage: true,
      })
    })
  }
}

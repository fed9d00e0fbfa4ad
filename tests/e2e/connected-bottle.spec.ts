import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'

/**
 * The connected bottle (issue 15): a tag minted by `npm run bottles:mint` opens the landing page,
 * which says the bottle is genuine, counts the scans and leads to its cognac; an altered code is
 * refused with a warning.
 */

const run = promisify(execFile)

/** Mints bottles as an operator would, on the test server's database, and returns their URLs. */
async function mint(count: number): Promise<Array<{ serial: number; url: string }>> {
  const batch = `E2E-${Date.now().toString(36).toUpperCase()}`
  // With the development condition, as `npm run bottles:mint` does (docs/decisions.md).
  const { stdout } = await run(
    'npx',
    [
      'tsx',
      '--conditions=development',
      'scripts/bottles-mint.ts',
      '--product',
      'xo',
      '--count',
      String(count),
      '--batch',
      batch,
      '--json',
    ],
    { env: { ...process.env, TSX_DISABLE_CACHE: '1' }, timeout: 150_000 },
  )
  const line = stdout.trim().split('\n').at(-1) ?? '[]'
  return JSON.parse(line)
}

const pathOf = (url: string) => {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

// One mint for the file (the command loads the whole CMS: the slow part of these tests); the
// tests of a file run one after the other in one worker, so each takes its own bottle.
let minted: Array<{ serial: number; url: string }> = []
test.beforeAll(async () => {
  test.setTimeout(180_000)
  minted = await mint(2)
})

test('a genuine bottle is recognised, its scans counted, and it leads to its cognac', async ({
  page,
}) => {
  const bottle = minted[0]
  if (!bottle) throw new Error('nothing minted')
  await page.goto(pathOf(bottle.url))
  const result = page.getByRole('status').filter({ hasText: 'A genuine bottle of Maison Solaine' })
  await expect(result).toBeVisible()
  await expect(result).toContainText('Solaine XO')
  await expect(result).toContainText('Scanned once')
  await expect(result).toContainText('This is the first time this bottle has been scanned.')

  // Scanned again (another visitor, or the same one later): the count moves on, the date stays.
  await page.reload()
  await expect(result).toContainText('Scanned 2 times')
  await expect(result).toContainText('This bottle was first scanned on')

  // In Russian, from the same tag.
  const code = new URL(bottle.url).searchParams.get('c') ?? ''
  await page.goto(`/ru-ru/connected-bottle/?c=${code}`)
  await expect(page.getByRole('status')).toContainText('Подлинная бутылка Maison Solaine')
  await expect(page.getByRole('status')).toContainText('Отсканирована 3 раза')

  await page.goto(pathOf(bottle.url))
  await page.getByRole('link', { name: 'Discover Solaine XO' }).click()
  await expect(page).toHaveURL(/\/en-ww\/collection\/xo\/$/)
})

test('an altered or made-up code is refused with a warning', async ({ page }) => {
  const bottle = minted[1]
  if (!bottle) throw new Error('nothing minted')
  const code = new URL(bottle.url).searchParams.get('c') ?? ''
  const altered = code.replace(/-(\d+)-/, (_, n) => `-${Number(n) + 1}-`)
  await page.goto(`/en-ww/connected-bottle/?c=${encodeURIComponent(altered)}`)
  // (Next's route announcer is an alert too: the bottle's is the one with text.)
  const alert = page.getByRole('alert').filter({ hasText: 'We cannot recognise this bottle' })
  await expect(alert).toBeVisible()
  await expect(page.getByText('A genuine bottle')).toHaveCount(0)

  await page.goto('/en-ww/connected-bottle/?c=not-a-code')
  await expect(alert).toBeVisible()

  // Without a code, the page explains what to do.
  await page.goto('/en-ww/connected-bottle/')
  await expect(page.getByText('Hold your phone against the tag')).toBeVisible()
})

/**
 * The comparator (issue 14, SPEC §2.2 Comparator and Comparator results): choose cognacs on the
 * comparator page, compare them side by side, share the link, change the selection in the
 * product_selection_grid modal; a link naming an unknown cognac says so; without JavaScript the
 * selection form still leads to the comparison.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page, test } from '@playwright/test'
import { AGE_GATE_PASSED_STATE } from './fixtures'

const COMPARATOR = '/en-ww/comparator/'
const RESULTS = '/en-ww/comparator/results/'

const table = (page: Page) => page.getByRole('table', { name: 'The cognacs side by side' })
const columns = (page: Page) => table(page).getByRole('columnheader')
const row = (page: Page, key: string) => table(page).locator(`tr[data-row="${key}"]`)

/** The comparison of V.S.O.P (4 years), XO (10) and Ruban Bleu (12), all 700 ml. */
async function expectThreeColumns(page: Page) {
  await expect(columns(page)).toHaveCount(3)
  await expect(columns(page).nth(0)).toContainText('Solaine V.S.O.P')
  await expect(columns(page).nth(1)).toContainText('Solaine XO')
  await expect(columns(page).nth(2)).toContainText('Solaine Ruban Bleu')
  // The ages differ: the row says so in words, not only in colour.
  await expect(row(page, 'age')).toHaveAttribute('data-differs', 'true')
  await expect(row(page, 'age').getByRole('rowheader')).toHaveText(/Age\s*≠\s*Differs/)
  await expect(row(page, 'age').getByRole('cell')).toHaveText(['4 years', '10 years', '12 years'])
  // The bottles do not.
  await expect(row(page, 'volume')).toHaveAttribute('data-differs', 'false')
  await expect(row(page, 'volume').getByRole('rowheader')).toHaveText('Bottle')
  // The flavour profile is drawn as bars.
  await expect(row(page, 'fruity').locator('meter')).toHaveCount(3)
}

test('pick three cognacs, compare them, and open the shared link in a fresh browser', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto(COMPARATOR)
  const status = page.locator('.selection-grid__status')
  await expect(status).toHaveText('None selected')
  for (const name of ['Solaine XO', 'Solaine V.S.O.P', 'Solaine Ruban Bleu']) {
    await page.getByRole('checkbox', { name, exact: true }).check()
  }
  await expect(status).toContainText('3 of 3 selected')
  // A fourth is refused, and the reason is given.
  await expect(page.getByRole('checkbox', { name: 'Solaine XO', exact: true })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Solaine Blue Martinet' })).toBeDisabled()
  await expect(status).toContainText('You can compare up to 3 cognacs')

  await page.getByRole('button', { name: 'Compare' }).click()
  // The selection is in the URL, in the collection's order.
  await expect(page).toHaveURL(`${RESULTS}?p=v-s-o-p,xo,cordon-bleu`)
  await expectThreeColumns(page)
  // Each column links to its cognac and to the store locator with it chosen.
  const xo = columns(page).nth(1)
  await expect(xo.getByRole('link', { name: 'Solaine XO', exact: true })).toHaveAttribute(
    'href',
    '/en-ww/collection/xo/',
  )
  await expect(xo.getByRole('link', { name: 'Find a store: Solaine XO' })).toHaveAttribute(
    'href',
    '/en-ww/store-locator/?product=xo',
  )

  const shared = page.url()
  const fresh = await browser.newContext({
    baseURL,
    storageState: AGE_GATE_PASSED_STATE(new URL(shared).origin),
  })
  const other = await fresh.newPage()
  const response = await other.goto(shared)
  expect(response?.status()).toBe(200)
  await expectThreeColumns(other)
  await fresh.close()
})

test('"Change selection" opens the selection grid in a modal and compares the new choice', async ({
  page,
}) => {
  await page.goto(`${RESULTS}?p=xo,cordon-bleu`)
  await expect(columns(page)).toHaveCount(2)
  await page.getByRole('link', { name: 'Change selection' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose the cognacs to compare' })
  await expect(dialog).toBeVisible()
  // The current comparison is ticked.
  await expect(dialog.getByRole('checkbox', { name: 'Solaine XO', exact: true })).toBeChecked()
  await expect(
    dialog.getByRole('checkbox', { name: 'Solaine Ruban Bleu', exact: true }),
  ).toBeChecked()
  await expect(dialog.locator('.selection-grid__status')).toContainText('2 of 3 selected')
  await dialog.getByRole('checkbox', { name: 'Solaine Ruban Bleu', exact: true }).uncheck()
  // One is not enough: Compare says it is unavailable, and pressing it says why.
  const compare = dialog.getByRole('button', { name: 'Compare' })
  await expect(compare).toHaveAttribute('aria-disabled', 'true')
  await compare.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.locator('.selection-grid__status')).toContainText('Choose at least 2 cognacs')
  await dialog.getByRole('checkbox', { name: 'Solaine Blue Martinet' }).check()
  await dialog.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(`${RESULTS}?p=blue-swift,xo`)
  await expect(dialog).toBeHidden()
  await expect(columns(page)).toHaveText([/Solaine Blue Martinet/, /Solaine XO/])
})

test('an unknown cognac in the link is dropped with a message; one left shows the grid', async ({
  page,
}) => {
  await page.goto(`${RESULTS}?p=xo,no-such-cognac,cordon-bleu`)
  await expect(
    page.getByText('1 cognac in the link is not part of our collection and was left out.'),
  ).toBeVisible()
  await expect(columns(page)).toHaveCount(2)

  await page.goto(`${RESULTS}?p=xo,nope`)
  await expect(page.getByText('1 cognac in the link is not part of our collection')).toBeVisible()
  await expect(
    page.getByText('Choose at least 2 cognacs to compare them side by side.'),
  ).toHaveCount(1)
  await expect(table(page)).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: 'Solaine XO', exact: true })).toBeChecked()
})

test('a fourth cognac in the link is left out with a word, in Russian too', async ({ page }) => {
  await page.goto('/ru-ru/comparator/results/?p=xo&p=v-s-o-p&p=cordon-bleu&p=blue-swift')
  await expect(
    page.getByText('Одновременно можно сравнить только 3 коньяка: 1 не показан.'),
  ).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Коньяки рядом' }).getByRole('columnheader'),
  ).toHaveCount(3)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the selection form opens the comparison (repeated p)', async ({ page }) => {
    await page.goto(COMPARATOR)
    await page.getByRole('checkbox', { name: 'Solaine XO', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Solaine Ruban Bleu', exact: true }).check()
    await page.getByRole('button', { name: 'Compare' }).click()
    await expect(page).toHaveURL(`${RESULTS}?p=xo&p=cordon-bleu`)
    await expect(columns(page)).toHaveCount(2)
    await expect(row(page, 'age')).toHaveAttribute('data-differs', 'true')
  })
})

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

test('the comparison and the grid modal pass axe (WCAG 2.2 A/AA)', async ({ page }) => {
  const run = async () => {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      })
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
    })
  }
  await page.goto(`${RESULTS}?p=v-s-o-p,xo,cordon-bleu`)
  await expect(columns(page)).toHaveCount(3)
  expect(await run()).toEqual([])
  await page.getByRole('link', { name: 'Change selection' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await run()).toEqual([])
})

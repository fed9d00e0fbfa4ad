/**
 * `npm run bottles:mint -- --product xo --count 100 [--batch XO-2026-A] [--locale en-ww]
 *  [--bottled-on 2026-11-01] [--out data/bottles] [--json]`: mints a batch of connected bottles
 * (issue 15). Each bottle gets a row (Admin → Connected bottles) and a code signed with the
 * site's secret (PAYLOAD_SECRET: mint with the secret of the site that will verify them). Prints
 * each tag's URL and writes a QR code per bottle (SVG) to `{out}/{batch}/{serial}.svg`; with
 * --json, prints `[{ serial, code, url }]` only.
 */
import './load-env'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import config from '@payload-config'
import { getPayload } from 'payload'
import QRCode from 'qrcode'
import { publicOrigin } from '../src/account/rules/public-origin'
import { mintBottles } from '../src/bottles/server/mint'
import { isLocale } from '../src/i18n/locales'
import { localizedPath } from '../src/routing/paths'
import { isBatchLabel } from '../src/rules/bottle-code'

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      product: { type: 'string' },
      count: { type: 'string', default: '1' },
      batch: { type: 'string' },
      locale: { type: 'string', default: 'en-ww' },
      'bottled-on': { type: 'string' },
      out: { type: 'string', default: 'data/bottles' },
      json: { type: 'boolean', default: false },
    },
  })
  const count = Number(values.count)
  const locale = values.locale ?? 'en-ww'
  if (!values.product) return usage('--product is required (a product slug, e.g. xo)')
  if (!Number.isInteger(count) || count < 1 || count > 10_000) {
    return usage('--count is a whole number from 1 to 10000')
  }
  if (!isLocale(locale)) return usage(`--locale ${locale} is not one of the site's locales`)
  const today = new Date().toISOString().slice(0, 10)
  const batch = (values.batch ?? `${values.product}-${today.replaceAll('-', '')}`).toUpperCase()
  if (!isBatchLabel(batch)) {
    return usage('--batch: letters and digits, in up to 4 parts joined by "-" (XO-2026-A)')
  }
  const bottledOn = values['bottled-on']
  if (bottledOn && !/^\d{4}-\d{2}-\d{2}$/.test(bottledOn)) return usage('--bottled-on YYYY-MM-DD')
  const origin = publicOrigin()
  if (!origin) return usage('SITE_URL must be set to the public origin the tags will open')

  const payload = await getPayload({ config })
  const { docs: products } = await payload.find({
    collection: 'products',
    locale,
    where: { slug: { equals: values.product } },
    limit: 1,
    depth: 0,
  })
  const product = products[0]
  if (!product) return usage(`no product with the slug ${values.product} in ${locale}`)
  const { docs: pages } = await payload.find({
    collection: 'pages',
    locale,
    where: { template: { equals: 'connected-bottle-landing' } },
    limit: 1,
    depth: 0,
  })
  const pagePath = (pages[0] as { path?: string | null } | undefined)?.path ?? '/connected-bottle/'
  const minted = await mintBottles(payload, {
    batch,
    productId: product.id,
    count,
    bottledOn,
  })
  const base = `${origin.base}${localizedPath(locale, pagePath)}`
  const rows = minted.map(({ serial, code }) => ({ serial, code, url: `${base}?c=${code}` }))
  if (values.json) {
    console.log(JSON.stringify(rows))
    return 0
  }
  const folder = path.resolve(values.out ?? 'data/bottles', batch)
  await mkdir(folder, { recursive: true })
  for (const row of rows) {
    const svg = await QRCode.toString(row.url, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    })
    await writeFile(path.join(folder, `${row.serial}.svg`), svg)
    console.log(`${row.serial}\t${row.url}`)
  }
  console.log(
    `Minted ${rows.length} bottles of ${product.title}, batch ${batch}; QR codes in ${folder}`,
  )
  return 0
}

function usage(problem: string): number {
  console.error(`bottles:mint: ${problem}`)
  console.error(
    'Usage: npm run bottles:mint -- --product xo --count 100 [--batch XO-2026-A] [--locale en-ww] [--bottled-on YYYY-MM-DD] [--out data/bottles] [--json]',
  )
  return 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bottles:mint failed:', error)
    process.exit(2)
  },
)

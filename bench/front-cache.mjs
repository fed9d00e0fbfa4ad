/**
 * Front cache figures (issue 16 item 8), in one run against a running production server:
 * a public page from Node alone, through the front cache (deploy/nginx/front-cache.conf), and
 * the same bytes from nginx as a plain file; then an account page (never cached) through the
 * front cache. Prints req/s, p50/p95/p99 and the ratio front cache / plain nginx (the median of
 * ten rounds in which the two take turns).
 *
 * Usage: node bench/front-cache.mjs [app port] [front cache port] [static port] [connections]
 *          [seconds]                     defaults: 3000 3011 3012 50 10
 * Start the app with TRUSTED_PROXIES=127.0.0.1 (nginx and the bench are the proxies here): each
 * request names a visitor of its own in X-Forwarded-For, so the per-client rate limits do not
 * answer instead of the page. Targets: issue 16: front cache ≥ 0.8 × plain nginx; account page
 * p95 ≤ 100 ms at 50 connections.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startFrontCache } from '../deploy/front-cache.mjs'
import { percentiles } from './stats.mjs'

const appPort = Number(process.argv[2] ?? 3000)
const cachePort = Number(process.argv[3] ?? 3011)
const staticPort = Number(process.argv[4] ?? 3012)
const connections = Number(process.argv[5] ?? 50)
const duration = Number(process.argv[6] ?? 10)
const PAGE = '/en-ww/'
const ACCOUNT = '/en-ww/account/sign-in/'

let visitor = 0
/** A client address of its own per request, from 10.0.0.0/8. */
function nextVisitor() {
  visitor = (visitor + 1) % 16_777_214
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`
}

/** One autocannon run; every request names a visitor of its own. */
async function run(url, seconds) {
  const latencies = []
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
        }),
      },
    ],
  })
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  const result = await instance
  return {
    seconds: result.duration,
    requests: result.requests.total,
    bytes: result.throughput.total,
    failed: result.errors + result.timeouts + result.non2xx,
    latencies,
  }
}

/**
 * Measures targets for `duration` seconds each; with rounds > 1 they take turns in slices, so
 * a neighbour's load on this shared machine weighs on each alike (the ratio stays fair).
 */
async function measure(targets, rounds = 1) {
  const totals = targets.map(() => ({
    seconds: 0,
    requests: 0,
    bytes: 0,
    failed: 0,
    latencies: [],
    rates: [],
  }))
  for (let round = 0; round < rounds; round++) {
    // Every other round the other target goes first, so neither always follows the same one.
    const order = targets.map((_, i) => i)
    if (round % 2) order.reverse()
    for (const i of order) {
      const target = targets[i]
      const t = totals[i]
      if (!target || !t) continue
      const r = await run(target.url, duration / rounds)
      t.seconds += r.seconds
      t.requests += r.requests
      t.bytes += r.bytes
      t.failed += r.failed
      t.latencies.push(...r.latencies)
      t.rates.push(r.requests / r.seconds)
    }
  }
  return targets.map((target, i) => {
    const t = totals[i]
    const p = percentiles(t.latencies)
    return {
      ...target,
      rps: t.requests / t.seconds,
      p50: p.p50,
      p95: p.p95,
      p99: p.p99,
      bytes: Math.round(t.bytes / Math.max(1, t.requests)),
      failed: t.failed,
      rates: t.rates,
    }
  })
}

const prefix = mkdtempSync(path.join(tmpdir(), 'front-cache-bench-'))
const appUrl = `http://127.0.0.1:${appPort}`
const page = await fetch(`${appUrl}${PAGE}`)
if (!page.ok) throw new Error(`${appUrl}${PAGE}: ${page.status} (is the app running?)`)
const html = await page.text()
const root = path.join(prefix, 'static')
mkdirSync(path.join(root, PAGE), { recursive: true })
writeFileSync(path.join(root, PAGE, 'index.html'), html)

const nginx = await startFrontCache({
  appPort,
  listenPort: cachePort,
  prefix,
  staticRoot: root,
  staticPort,
})
const rows = []
try {
  const cacheUrl = `http://127.0.0.1:${cachePort}`
  // Warm the cache (and the app's own) before measuring.
  for (const url of [`${cacheUrl}${PAGE}`, `${appUrl}${PAGE}`, `${cacheUrl}${ACCOUNT}`])
    await (await fetch(url)).arrayBuffer()
  rows.push(...(await measure([{ name: 'Node alone', url: `${appUrl}${PAGE}` }])))
  rows.push(
    ...(await measure(
      [
        { name: 'Front cache', url: `${cacheUrl}${PAGE}` },
        { name: 'nginx, plain file', url: `http://127.0.0.1:${staticPort}${PAGE}` },
      ],
      10,
    )),
  )
  rows.push(
    ...(await measure([{ name: 'Account page via front cache', url: `${cacheUrl}${ACCOUNT}` }])),
  )
} finally {
  await nginx.stop()
  rmSync(prefix, { recursive: true, force: true })
}

const ms = (n) => `${n.toFixed(1)} ms`
console.log(`${connections} connections, ${duration} s each, on this machine (loopback)\n`)
console.table(
  rows.map((r) => ({
    target: r.name,
    path: new URL(r.url).pathname,
    'req/s': Math.round(r.rps),
    p50: ms(r.p50),
    p95: ms(r.p95),
    p99: ms(r.p99),
    'bytes/answer': r.bytes,
    failed: r.failed,
  })),
)
const [node, cached, plain, account] = rows
if (!node || !cached || !plain || !account) throw new Error('a measurement is missing')
// The median of the rounds' ratios: a neighbour's burst of load skews one round, not the figure.
const ratios = cached.rates
  .map((rate, i) => rate / (plain.rates[i] ?? Number.NaN))
  .sort((a, b) => a - b)
const ratio = ratios[Math.floor(ratios.length / 2)] ?? Number.NaN
console.log(
  `front cache / plain nginx: ${ratio.toFixed(2)}, median of ${ratios.length} rounds ` +
    `(${ratios.map((r) => r.toFixed(2)).join(' ')}; target ≥ 0.80) ${ratio >= 0.8 ? 'met' : 'NOT met'}`,
)
console.log(`front cache / Node alone: ${(cached.rps / node.rps).toFixed(1)}×`)
console.log(
  `account page p95 at ${connections} connections: ${ms(account.p95)} (target ≤ 100 ms) ` +
    `${account.p95 <= 100 ? 'met' : 'NOT met'}`,
)

/**
 * Load figures of issue 11 ("Reliability figures"): 200 connections for 30 s against a running
 * production server (`npm run build && npm run start`) on loopback, on a cached page, on search
 * and on the newsletter POST; prints requests/s, p50/p99 latency, errors, timeouts and non-2xx.
 * Not part of `npm test` (it loads the machine for 90 s).
 *
 * Usage: node bench/load.mjs [base URL] [connections] [seconds] [target name part]
 *   e.g. node bench/load.mjs http://127.0.0.1:3000 200 30
 * The newsletter target writes entries (one address per request): run it against a scratch
 * database, never production. The newsletter form asks for a captcha: the bench fetches and
 * solves challenges from the server before that target starts (one per request, as browsers
 * would), so start the server with a cheap proof of work, CAPTCHA_COST=1 CAPTCHA_MAX_COUNTER=1:
 * the figure is the server's capacity, not the visitors' proof-of-work time.
 *
 * Every request comes from its own visitor: it carries an X-Forwarded-For address of its own, so
 * start the server with TRUSTED_PROXIES=127.0.0.1 (the bench plays the proxy) to measure serving
 * capacity rather than the per-client rate limits. Without it the limits answer 429 after a
 * client's first few dozen requests, which the table counts apart.
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import autocannon from 'autocannon'

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const connections = Number(process.argv[3] ?? 200)
const duration = Number(process.argv[4] ?? 30)
const only = process.argv[5]
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error('loopback only')

let sequence = 0
let visitor = 0
/** A different client address per request, from 10.0.0.0/8 (never a real visitor's). */
const nextVisitor = () => {
  visitor = (visitor + 1) % 16_777_214
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`
}
const asVisitor = (request) => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
})
/**
 * `count` solved captchas for the newsletter POST, fetched as distinct visitors. A challenge
 * costing more than a few hundred rounds means the server runs with the real proof of work.
 */
async function solvedCaptchas(count) {
  const solved = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      next++
      const response = await fetch(`${base}/api/captcha/challenge/`, {
        headers: { 'x-forwarded-for': nextVisitor() },
      })
      if (!response.ok) throw new Error(`captcha challenge: HTTP ${response.status}`)
      const challenge = await response.json()
      const { cost } = challenge.parameters
      if (cost > 100) {
        throw new Error(
          `captcha challenges cost ${cost} rounds: start the server with CAPTCHA_COST=1 CAPTCHA_MAX_COUNTER=1`,
        )
      }
      const solution = await solveChallenge({ challenge, deriveKey })
      solved.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'))
    }
  }
  await Promise.all(Array.from({ length: 32 }, worker))
  return solved
}

// autocannon runs setupRequest only on entries of `requests` (a top-level one is ignored).
const targets = [
  { name: 'cached page', url: `${base}/en-ww/`, requests: [{ setupRequest: asVisitor }] },
  {
    name: 'search',
    url: `${base}/api/search/?locale=en-ww&q=cognac`,
    requests: [{ setupRequest: asVisitor }],
  },
  {
    name: 'newsletter POST',
    url: `${base}/api/newsletter/`,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        // A new address per request, as real sign-ups would be.
        setupRequest: (request) => ({
          ...asVisitor(request),
          body: JSON.stringify({
            email: `load-${process.pid}-${sequence++}@example.com`,
            locale: 'en-ww',
            consent: true,
            consentText: 'I agree to receive news.',
            source: 'footer',
            altcha: captchas.pop(),
          }),
        }),
      },
    ],
  },
]

/** Solutions for the newsletter target, filled just before it runs (they expire). */
let captchas = []
const rows = []
for (const target of targets.filter((t) => !only || t.name.includes(only))) {
  const { name, ...options } = target
  let captchasLeft = null
  if (name === 'newsletter POST') {
    // Enough for ~600 sign-ups a second; a request after they run out is refused (400, counted).
    const started = Date.now()
    captchas = await solvedCaptchas(600 * duration)
    console.log(
      `${captchas.length} captchas solved in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  }
  let limited = 0
  const instance = autocannon({ ...options, connections, duration, timeout: 10 })
  instance.on('response', (_client, statusCode) => {
    if (statusCode === 429) limited++
  })
  const result = await instance
  if (name === 'newsletter POST') captchasLeft = captchas.length
  rows.push({
    target: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    '2xx': result['2xx'],
    non2xx: result.non2xx,
    429: limited,
    errors: result.errors,
    timeouts: result.timeouts,
    ...(captchasLeft === null ? {} : { 'captchas left': captchasLeft }),
  })
  console.log(`${name}: done`)
}
console.log(`\n${connections} connections × ${duration} s against ${base}`)
console.table(rows)

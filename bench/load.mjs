/**
 * Load figures of issue 11 ("Reliability figures"): 200 connections for 30 s against a running
 * production server (`npm run build && npm run start`) on loopback, on a cached page, on search
 * and on the newsletter POST; prints requests/s, p50/p99 latency, errors, timeouts and non-2xx.
 * Not part of `npm test` (it loads the machine for 90 s).
 *
 * Usage: node bench/load.mjs [base URL] [connections] [seconds]
 *   e.g. node bench/load.mjs http://127.0.0.1:3000 200 30
 * The newsletter target writes entries (one address per request): run it against a scratch
 * database, never production.
 *
 * Every request comes from its own visitor: it carries an X-Forwarded-For address of its own, so
 * start the server with TRUSTED_PROXIES=127.0.0.1 (the bench plays the proxy) to measure serving
 * capacity rather than the per-client rate limits. Without it the limits answer 429 after a
 * client's first few dozen requests, which the table counts apart.
 */
import autocannon from 'autocannon'

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const connections = Number(process.argv[3] ?? 200)
const duration = Number(process.argv[4] ?? 30)
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
          }),
        }),
      },
    ],
  },
]

const rows = []
for (const target of targets) {
  const { name, ...options } = target
  let limited = 0
  const instance = autocannon({ ...options, connections, duration, timeout: 10 })
  instance.on('response', (_client, statusCode) => {
    if (statusCode === 429) limited++
  })
  const result = await instance
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
  })
  console.log(`${name}: done`)
}
console.log(`\n${connections} connections × ${duration} s against ${base}`)
console.table(rows)

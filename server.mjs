// The production server (`npm run start`): Next.js behind a plain Node HTTP server, so that the
// app knows each request's real client address (route handlers never see the socket). Any header
// a client sends under the internal name is dropped; the name is random per process, so it
// cannot be guessed either. X-Forwarded-For is believed only from TRUSTED_PROXIES.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { admissionFromEnv, createAdmission } from './src/server/http/admission.mjs'
import { clientAddress, parseTrustedProxies } from './src/server/http/client-address.mjs'

const port = Number(process.env.PORT) || 3000
const hostname = process.env.HOSTNAME || '0.0.0.0'
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES)
if (trusted.invalid.length) {
  console.error(`TRUSTED_PROXIES: not an IP address or CIDR range: ${trusted.invalid.join(', ')}`)
  process.exit(1)
}

const admissionOptions = admissionFromEnv(process.env)
if ('error' in admissionOptions) {
  console.error(admissionOptions.error)
  process.exit(1)
}
const admission = createAdmission(admissionOptions)

const header = `x-ms-client-${randomBytes(8).toString('hex')}`
// Read by src/server/http/client.ts in this same process.
process.env.CLIENT_ADDRESS_HEADER = header

// As `next start` does; set before Next.js (and React with it) is loaded.
process.env.NODE_ENV = 'production'
const { default: next } = await import('next')
const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((req, res) => {
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith('x-ms-client-')) delete req.headers[name]
  }
  req.headers[header] = clientAddress({
    socket: req.socket.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    trusted: trusted.list,
  })
  // For the front cache (deploy/nginx/front-cache.conf): a page is fresh until the end of this
  // second. nginx counts whole seconds, so its own "1s" means up to two; nginx drops the header.
  res.setHeader('X-Accel-Expires', `@${Math.floor(Date.now() / 1000)}`)
  admission.admit(req, res, () => handle(req, res))
})
// Idle keep-alive connections are closed by the client or proxy first (their idle limits are
// shorter): with Node's 5 s default the server could close a connection just as a client reused
// it, and that request failed with ECONNRESET. Headers must still arrive within their own limit.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, hostname, () => {
  console.log(
    `Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}` +
      (trusted.count ? ` (trusting X-Forwarded-For from ${trusted.count} proxy entries)` : ''),
  )
})

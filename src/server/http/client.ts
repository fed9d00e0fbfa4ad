import 'server-only'

let warned = false

/**
 * The client that sent `request`, as server.mjs saw it on the socket (or from a trusted proxy's
 * X-Forwarded-For): the key of every rate limit. Under `next dev` there is no such server; the
 * nearest X-Forwarded-For entry (the one Next.js itself adds) stands in. Served by `next start`
 * directly in production, nothing is known: every request shares one key (limits get stricter,
 * never weaker) and a log line says to use `npm run start`.
 */
export function requestClient(request: Request): string {
  const name = process.env.CLIENT_ADDRESS_HEADER
  const address = name ? request.headers.get(name) : null
  if (address) return address
  if (process.env.NODE_ENV !== 'production') {
    const hops = request.headers.get('x-forwarded-for')?.split(',') ?? []
    return hops.at(-1)?.trim() || 'local'
  }
  if (!warned) {
    warned = true
    console.error(
      'Client addresses are unknown: serve the site with `npm run start` (server.mjs), not `next start`. Rate limits now apply to all visitors together.',
    )
  }
  return 'unknown'
}

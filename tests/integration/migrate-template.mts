/**
 * Runs the committed migrations on the empty PostgreSQL database at argv[2], then exits.
 * Vitest's global setup runs it as a child process (through scripts/retry-stalled.mjs): loading
 * the Payload config as native ESM in Node 20 now and then stalls on an unsettled top-level
 * await; in a process of its own that stall ends with exit 13 and is retried, where inside the
 * test runner it waited for ever.
 */
const url = process.argv[2]
if (!url) {
  console.error('usage: tsx tests/integration/migrate-template.mts <postgres-url>')
  process.exit(2)
}
// The config reads DATABASE_URL when it is imported.
process.env.DATABASE_URL = url
process.env.PAYLOAD_SECRET ??= 'integration-test-secret'

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { migrations } = await import('@/migrations')
const payload = await getPayload({ config })
await (payload.db as unknown as { migrate: (a: { migrations: unknown }) => Promise<void> }).migrate(
  { migrations },
)
// The adapter holds a pool client it never releases: end the process instead of the pool.
process.exit(0)

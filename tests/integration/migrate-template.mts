/**
 * Runs the committed migrations on the empty PostgreSQL database at argv[2], then exits.
 * Vitest's global setup runs it as a child process with `--conditions=development`: Lexical's
 * default Node entry points use top-level await, and that graph now and then never settles on
 * Node 20 (docs/decisions.md); inside the test runner it waited for ever.
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

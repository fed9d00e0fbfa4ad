import pg from 'pg'
import { testDatabase } from './databases'
import { ensureTemplate } from './postgres-template'

/** Fails the run early, with the reason, when the chosen database cannot be reached. */
export default async function setup() {
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
  // A captcha challenge that solves in about a millisecond (tests/support/captcha.ts).
  process.env.CAPTCHA_COST ??= '1'
  process.env.CAPTCHA_MAX_COUNTER ??= '20'
  if (testDatabase() !== 'postgres') return
  const url = process.env.TEST_POSTGRES_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_POSTGRES_URL')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('select 1')
  } finally {
    await client.end().catch(() => {})
  }
  // A ref'd timer: if the build ever waits on something that cannot settle, the run fails with
  // this message instead of Node exiting quietly, with status 0, before any test ran.
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    ensureTemplate(url, migrateEmptyDatabase),
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Building the PostgreSQL template database took over 5 minutes')),
        300_000,
      )
    }),
  ]).finally(() => clearTimeout(timer))
}

/** Runs the committed migrations on the empty database at `url` with a Payload of its own. */
async function migrateEmptyDatabase(url: string): Promise<void> {
  const previous = process.env.DATABASE_URL
  process.env.DATABASE_URL = url
  try {
    // The config reads DATABASE_URL when it is imported: import it only now.
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    const { migrations } = await import('@/migrations')
    const payload = await getPayload({ config })
    const db = payload.db as unknown as {
      migrate: (a: { migrations: unknown }) => Promise<void>
      pool?: { on: (event: 'error', listener: () => void) => void; end: () => Promise<void> }
    }
    await db.migrate({ migrations })
    // The pool never ends while the adapter holds its client, and awaiting it would leave Node
    // with nothing to do: ensureTemplate drops the connections from the server side instead.
    db.pool?.on('error', () => {})
    await payload.destroy()
    void db.pool?.end().catch(() => {})
  } finally {
    process.env.DATABASE_URL = previous
  }
}

import pg from 'pg'
import { testDatabase } from './databases'
import { ensureTemplate, releaseHeldClients } from './postgres-template'

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
  await ensureTemplate(url, migrateEmptyDatabase)
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
      pool?: { end: () => Promise<void> }
    }
    await db.migrate({ migrations })
    releaseHeldClients(db.pool)
    await payload.destroy()
    await db.pool?.end().catch(() => {})
  } finally {
    process.env.DATABASE_URL = previous
  }
}

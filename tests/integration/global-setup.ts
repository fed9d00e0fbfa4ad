import pg from 'pg'
import { testDatabase } from './databases'

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
}

import { spawn } from 'node:child_process'
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

/**
 * Runs the committed migrations on the empty database at `url`, in a process of its own
 * (migrate-template.mts), with Lexical loaded through its development build (docs/decisions.md).
 */
function migrateEmptyDatabase(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=development',
        '--import',
        'tsx',
        'tests/integration/migrate-template.mts',
        url,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TSX_DISABLE_CACHE: '1' } },
    )
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Migrating the PostgreSQL template failed (exit ${code}):\n${output}`)),
    )
  })
}

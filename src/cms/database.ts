import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { migrations } from '../migrations'
import { withSqliteCarry } from './sqlite-carry'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The embedded default: a SQLite file under the gitignored data/ folder. */
export const DEFAULT_SQLITE_FILE = path.join(root, 'data', 'payload.db')

/** How long a request waits for a new PostgreSQL connection before it fails (answered 503). */
export const DATABASE_CONNECT_TIMEOUT_MS = 5000

export type DatabaseKind = 'sqlite' | 'postgres'

export function databaseKind(url = process.env.DATABASE_URL): DatabaseKind {
  return url && /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite'
}

/**
 * DATABASE_URL picks the database: a postgres:// URL selects PostgreSQL, a file: URL (or nothing)
 * selects SQLite. Blocks are stored as JSON on both: one column per block list instead of a table
 * per block type and locale, which keeps 18-locale documents fast and avoids the localized-block
 * bugs of the relational layout (see docs/decisions.md).
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  if (databaseKind(url) === 'postgres') {
    return postgresAdapter({
      pool: {
        connectionString: url,
        max: Number(process.env.DATABASE_POOL_MAX ?? 10),
        // A stopped or unreachable server fails a request within this time (503) instead of
        // holding it; see watchDatabasePool for what keeps the process alive meanwhile.
        connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
        // TCP keepalive on idle connections: a server that vanished without closing them (a
        // network cut) is noticed instead of a request waiting on a dead socket.
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      },
      blocksAsJSON: true,
      // Production PostgreSQL changes only through the committed migrations in src/migrations.
      push: false,
      migrationDir: path.join(root, 'src', 'migrations'),
      prodMigrations: migrations,
    })
  }
  const fileUrl = url?.startsWith('file:') ? url : `file:${DEFAULT_SQLITE_FILE}`
  // libSQL does not create folders: make sure the file's folder exists.
  mkdirSync(path.dirname(path.resolve(fileUrl.slice('file:'.length))), { recursive: true })
  // Data whose place in the schema changed is carried before the push (src/cms/sqlite-carry.ts).
  const adapter = sqliteAdapter({
    client: { url: fileUrl },
    blocksAsJSON: true,
    // The embedded database follows the schema directly (push) whenever the seed or dev server runs.
    busyTimeout: 10_000,
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
  })
  return withSqliteCarry(adapter, fileUrl, DEFAULT_LOCALE)
}

type WatchedPool = {
  on(event: 'error', listener: (error: Error) => void): unknown
  on(event: 'connect', listener: () => void): unknown
}

const watched = new WeakSet<object>()

/**
 * Keeps a lost PostgreSQL connection from ending the process. pg-pool re-emits the error of an
 * idle connection the server closed (stopped server, network cut) on the pool, and an 'error'
 * event nobody listens to is thrown: listen, and log once per outage (again only after a new
 * connection has succeeded). Requests meanwhile fail fast (connectionTimeoutMillis) and answer
 * 503; the pool opens new connections by itself once the server is back, without a restart.
 * Called from the config's onInit, when the adapter has made its pool; no-op on SQLite.
 */
export function watchDatabasePool(payload: Payload): void {
  const pool = (payload.db as { pool?: WatchedPool }).pool
  if (!pool || watched.has(pool)) return
  watched.add(pool)
  let down = false
  pool.on('error', (error) => {
    if (down) return
    down = true
    // Message and code only: pg-pool hangs the whole client (and its settings) on the error.
    payload.logger.error({
      msg: 'Database connection lost: answering 503 until it is back',
      reason: error.message,
      code: (error as { code?: unknown }).code,
    })
  })
  pool.on('connect', () => {
    if (!down) return
    down = false
    payload.logger.info('Database connection restored')
  })
}

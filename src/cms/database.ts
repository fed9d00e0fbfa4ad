import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { migrations } from '../migrations'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The embedded default: a SQLite file under the gitignored data/ folder. */
export const DEFAULT_SQLITE_FILE = path.join(root, 'data', 'payload.db')

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
      pool: { connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
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
  return sqliteAdapter({
    client: { url: fileUrl },
    blocksAsJSON: true,
    // The embedded database follows the schema directly (push) whenever the seed or dev server runs.
    busyTimeout: 10_000,
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
  })
}

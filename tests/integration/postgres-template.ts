import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/**
 * PostgreSQL test databases are copies of one template database built by the committed
 * migrations: running the migrations took about 4 s of every test file, copying a template
 * takes a fraction of that, and the migrations are still what builds the schema. The template's
 * name carries a hash of the migration files, so a changed or added migration builds a new one.
 */
const PREFIX = 'ms_it_tpl_'

export function templateName(migrationsDir = path.resolve('src/migrations')): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file)
    hash.update(readFileSync(path.join(migrationsDir, file)))
  }
  return `${PREFIX}${hash.digest('hex').slice(0, 16)}`
}

function withDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function withAdmin<T>(baseUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end().catch(() => {})
  }
}

async function exists(client: pg.Client, name: string): Promise<boolean> {
  const found = await client.query('select 1 from pg_database where datname = $1', [name])
  return (found.rowCount ?? 0) > 0
}

/**
 * Makes sure the template of the current migrations exists (vitest's global setup, once per
 * run). It is built under a temporary name and renamed when complete, so a run that stops
 * half-way, or another run building the same template at the same time, leaves no broken one.
 * `migrate(url)` runs the committed migrations on an empty database at that URL.
 */
export async function ensureTemplate(
  baseUrl: string,
  migrate: (url: string) => Promise<void>,
): Promise<string> {
  const name = templateName()
  if (await withAdmin(baseUrl, (c) => exists(c, name))) return name
  const building = `${name}_b${process.pid}`
  await withAdmin(baseUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`)
    await c.query(`CREATE DATABASE "${building}"`)
  })
  await migrate(withDatabase(baseUrl, building))
  await withAdmin(baseUrl, async (c) => {
    // A template cannot be renamed or copied while anyone is connected to it.
    await c.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [building],
    )
    try {
      await c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`)
    } catch (error) {
      // Another run finished the same template first: use theirs.
      if (!(await exists(c, name))) throw error
      await c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`)
    }
    // Templates of older migration sets are only disk space now.
    const stale = await c.query(
      "select datname from pg_database where datname like 'ms\\_it\\_tpl\\_%' and datname <> $1",
      [name],
    )
    for (const { datname } of stale.rows as { datname: string }[])
      if (/^ms_it_tpl_[0-9a-f]{16}$/.test(datname))
        await c.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {})
  })
  return name
}

/**
 * Creates the test file's database as a copy of the template. Answers false when there is no
 * template to copy (another run replaced it): the caller then builds the schema by migrating.
 */
export async function copyTemplate(baseUrl: string, database: string): Promise<boolean> {
  const name = templateName()
  return withAdmin(baseUrl, async (c) => {
    if (!(await exists(c, name))) return false
    // A copy fails while anyone is connected to the template; only a build holds it, briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`CREATE DATABASE "${database}" TEMPLATE "${name}"`)
        return true
      } catch (error) {
        if (attempt >= 5 || !/being accessed by other users/.test(String(error))) throw error
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
  })
}

type HeldClient = { release?: () => void }
type PgPoolInternals = { _clients?: HeldClient[]; _idle?: { client?: HeldClient }[] }

/**
 * The PostgreSQL adapter checks one client out when it connects to an existing database and
 * never gives it back (when it had to create the database, it reconnects without doing so). A
 * pool with a client out never ends, so a test that ends the pool, or closing the harness, would
 * wait for ever: hand the held client back. Called when nothing else is running on the pool.
 */
export function releaseHeldClients(pool: unknown): void {
  const internals = pool as PgPoolInternals | undefined
  const idle = new Set((internals?._idle ?? []).map((entry) => entry.client ?? entry))
  for (const client of internals?._clients ?? []) if (!idle.has(client)) client.release?.()
}

import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import { testDatabase, throwawayPostgresUrl } from './databases'
import { copyTemplate, releaseHeldClients } from './postgres-template'

export interface Harness {
  payload: Payload
  database: 'sqlite' | 'postgres'
  close: () => Promise<void>
}

export interface HarnessOptions {
  /**
   * PostgreSQL only: the address the app connects through, given the throwaway database's URL
   * (e.g. a local relay the test can cut). The database is still made and dropped directly.
   */
  connectVia?: (url: string) => string
}

/**
 * A Payload instance on a database of its own, made for one test file and thrown away after it.
 * SQLite gets a temporary file whose schema is pushed; PostgreSQL gets a copy of a template built
 * by the committed migrations (tests/integration/postgres-template.ts), so the migrations are
 * tested too.
 */
export async function startPayload(options: HarnessOptions = {}): Promise<Harness> {
  const database = testDatabase()
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`
  let cleanup: () => Promise<void>
  const mediaDir = path.join(os.tmpdir(), `ms-it-media-${suffix}`)
  process.env.MEDIA_DIR = mediaDir

  if (database === 'postgres') {
    const base = process.env.TEST_POSTGRES_URL
    if (!base) throw new Error('TEST_DB=postgres needs TEST_POSTGRES_URL')
    const url = throwawayPostgresUrl(base, suffix)
    process.env.DATABASE_URL = options.connectVia?.(url) ?? url
    // A copy of the migrated template (global setup); without one, Payload creates the database
    // and the migrations below build it.
    await copyTemplate(base, new URL(url).pathname.slice(1))
    cleanup = async () => {
      const admin = new pg.Client({ connectionString: base })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`)
      await admin.end()
    }
  } else {
    const file = path.join(os.tmpdir(), `ms-it-${suffix}.db`)
    process.env.DATABASE_URL = `file:${file}`
    cleanup = async () => {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true })
    }
  }

  // The config reads DATABASE_URL when it is imported: import it only now.
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  publishFixtures(payload)
  if (database === 'postgres') {
    const { migrations } = await import('@/migrations')
    // The base adapter type does not know the PostgreSQL migration arguments.
    const db = payload.db as unknown as { migrate: (a: { migrations: unknown }) => Promise<void> }
    await db.migrate({ migrations })
    releaseHeldClients((payload.db as { pool?: unknown }).pool)
    quietPoolErrors(payload)
  }

  return {
    payload,
    database,
    close: async () => {
      // Mail and lookups deferred past a response (src/account/server/deferred.ts) finish on
      // this database, not on a destroyed one after it.
      const { deferredIdle } = await import('@/account/server/deferred')
      await deferredIdle()
      quietPoolErrors(payload)
      await payload.destroy()
      // Close the pool's idle connections before the database is dropped under them.
      const pool = (payload.db as { pool?: { end: () => Promise<void>; ended?: boolean } }).pool
      if (pool && !pool.ended) await pool.end().catch(() => {})
      await cleanup()
      rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}

/**
 * Issue 17: pages, content collections and the two globals have drafts, and Payload's `_status`
 * starts as 'draft', which the site never shows. A document a test creates is a published
 * document (as an editor's Publish makes it) unless the test asks for a draft: `draft: true`, or
 * a `_status` of its own (tests/integration/drafts.int.test.ts). Creates only: an update keeps
 * the document's status, as in Payload.
 */
function publishFixtures(payload: Payload) {
  const create = payload.create.bind(payload)
  const collections = payload.collections as Record<
    string,
    { config: { versions?: { drafts?: unknown } } } | undefined
  >
  payload.create = ((options: Parameters<Payload['create']>[0]) => {
    const data = options.data as Record<string, unknown> | undefined
    const drafts = collections[options.collection]?.config.versions?.drafts
    if (!drafts || options.draft === true || !data || data._status !== undefined) {
      return create(options)
    }
    return create({ ...options, data: { ...data, _status: 'published' } } as typeof options)
  }) as Payload['create']
}

type PgClient = { on: (event: 'error', listener: (e: Error) => void) => void }
type PgPool = PgClient & { _clients?: PgClient[] }

/**
 * Dropping the throwaway database terminates every connection to it, including ones Payload
 * still holds (its adapter keeps one client checked out). A pg client or pool with no 'error'
 * listener turns that expected termination into an uncaught exception, which Vitest reports
 * as an unhandled error of whichever file is running: listen, and say what happened.
 */
function quietPoolErrors(payload: Payload) {
  const pool = (payload.db as { pool?: PgPool }).pool
  if (!pool) return
  const note = (e: Error) => console.warn(`[harness] connection closed: ${e.message}`)
  pool.on('error', note)
  for (const client of pool._clients ?? []) client.on('error', note)
}

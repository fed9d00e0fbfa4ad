import { cpSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Harness } from './payload-harness'

/**
 * `npm test` (scripts/test-all.sh) seeds the demo content several times: here on SQLite and on
 * PostgreSQL, then again for the browser tests. When SEED_SNAPSHOT_DIR is set, the SQLite run
 * keeps a copy of its freshly seeded database and media (before any test changes them); the
 * browser tests' `npm run seed` then starts from that copy and only adds what this run leaves
 * out (the generated outlet network), instead of seeding everything a third time.
 */
export async function keepSeedSnapshot(h: Harness): Promise<void> {
  const dir = process.env.SEED_SNAPSHOT_DIR
  if (!dir || h.database !== 'sqlite') return
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'seeded.db')
  const { client } = h.payload.db as unknown as {
    client: { execute: (sql: { sql: string; args: string[] }) => Promise<unknown> }
  }
  // A consistent copy of the whole database (WAL included), in one file.
  await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
  const media = process.env.MEDIA_DIR
  if (media) cpSync(media, path.join(dir, 'media'), { recursive: true })
}

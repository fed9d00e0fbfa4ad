import type { Payload } from 'payload'
import { versionFromGlobal, versionFromMainRow } from '../../src/cms/version-backfill'

type Versioned = { versions?: unknown }

/**
 * The seed writes each document once per locale: a create and up to 17 updates. With drafts
 * (issue 17) every one of those writes also stored a full copy of the document, all 18 locales
 * with their blocks and rows, in its versions table: most of the seed's time went into versions
 * nobody reads, and each page was left with 18 of them. So version writes are paused while the
 * seed runs (Payload reads and writes the main tables then, as for a collection without
 * versions), and afterwards each document the seed wrote gets one version, its published state:
 * what the admin lists and what a preview starts from.
 *
 * The pause changes this process's sanitized config, so it is only for a process that does
 * nothing but seed (npm run seed, the seed's integration test, deploy/local-cluster.mjs). The
 * function it returns resumes version writes and saves those versions; it returns their count.
 */
export function pauseVersionWrites(payload: Payload): () => Promise<number> {
  // Whole seconds: a database may store updatedAt without milliseconds.
  const since = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000).toISOString()
  const paused: Array<[Versioned, unknown]> = []
  for (const config of [...payload.config.collections, ...payload.config.globals] as Versioned[]) {
    if (!config.versions) continue
    paused.push([config, config.versions])
    config.versions = undefined
  }
  let resumed = false
  const restore = () => {
    if (resumed) return
    resumed = true
    for (const [config, versions] of paused) config.versions = versions
  }
  return async () => {
    restore()
    return versionWritten(payload, since)
  }
}

/** One version for each document and global with drafts that was written since `since`. */
async function versionWritten(payload: Payload, since: string): Promise<number> {
  let made = 0
  for (const collection of payload.config.collections) {
    if (!collection.versions?.drafts) continue
    const written = await payload.db.find({
      collection: collection.slug,
      where: { updatedAt: { greater_than_equal: since } },
      sort: 'id',
      pagination: false,
      limit: 0,
      select: { id: true },
    })
    for (const { id } of written.docs) {
      if (await versionFromMainRow(payload, collection, id)) made++
    }
  }
  for (const global of payload.config.globals) {
    if (!global.versions?.drafts) continue
    const wasWritten = (doc: Record<string, unknown>) =>
      typeof doc.updatedAt === 'string' && new Date(doc.updatedAt) >= new Date(since)
    if (await versionFromGlobal(payload, global, wasWritten)) made++
  }
  return made
}

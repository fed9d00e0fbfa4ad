import {
  type Payload,
  type SanitizedCollectionConfig,
  type SanitizedGlobalConfig,
  saveVersion,
} from 'payload'

/**
 * Saves a document's main-table row, all locales, as its newest version; false when the row is
 * gone. Shared with the seed (scripts/seed/versions.ts), which versions what it wrote.
 */
export async function versionFromMainRow(
  payload: Payload,
  collection: SanitizedCollectionConfig,
  id: number | string,
): Promise<boolean> {
  const doc = await payload.db.findOne({
    collection: collection.slug,
    where: { id: { equals: id } },
  })
  if (!doc) return false
  await saveVersion({ collection, id, docWithLocales: doc, payload, operation: 'update' })
  return true
}

/** Saves a global's stored state as its newest version; false when it was never stored. */
export async function versionFromGlobal(
  payload: Payload,
  global: SanitizedGlobalConfig,
  accept: (doc: Record<string, unknown>) => boolean = () => true,
): Promise<boolean> {
  const doc = await payload.db.findGlobal({ slug: global.slug })
  if (!doc || !accept(doc)) return false
  await saveVersion({ global, docWithLocales: doc, payload, operation: 'update' })
  return true
}

/**
 * Gives every document of a collection (and every global) with drafts a version when it has
 * none. Payload lists documents in the admin, and reads them in a preview, from the versions
 * tables (`draft: true`): a document stored before drafts were turned on (issue 17), or written
 * straight to its table, would be missing from both. Its main-table row, published by the
 * upgrade (migration 20261127_155919_drafts_versions, sqlite-carry.ts), becomes its first
 * version. Runs at start-up, after the migrations or the SQLite push, with the schema of this
 * code; it costs two counts per collection when there is nothing to do.
 */
export async function backfillVersions(payload: Payload): Promise<number> {
  let made = 0
  for (const collection of payload.config.collections) {
    if (!collection.versions?.drafts) continue
    const { slug } = collection
    const { totalDocs: docs } = await payload.db.count({ collection: slug, where: {} })
    const { totalDocs: latest } = await payload.db.countVersions({
      collection: slug,
      where: { latest: { equals: true } },
    })
    if (docs <= latest) continue
    const versions = await payload.db.findVersions({
      collection: slug,
      where: { latest: { equals: true } },
      pagination: false,
      limit: 0,
      select: { parent: true },
    })
    const versioned = new Set(versions.docs.map((v) => String(v.parent)))
    const all = await payload.db.find({
      collection: slug,
      pagination: false,
      limit: 0,
      select: { id: true },
    })
    for (const { id } of all.docs) {
      if (versioned.has(String(id))) continue
      if (await versionFromMainRow(payload, collection, id)) made++
    }
  }
  for (const global of payload.config.globals) {
    if (!global.versions?.drafts) continue
    const { totalDocs } = await payload.db.countGlobalVersions({
      global: global.slug,
      where: {},
    })
    if (totalDocs > 0) continue
    if (await versionFromGlobal(payload, global, (doc) => '_status' in doc)) made++
  }
  if (made > 0) payload.logger.info(`[versions] Made a first version of ${made} documents`)
  return made
}

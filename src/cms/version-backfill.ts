import { type Payload, saveVersion } from 'payload'

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
      const doc = await payload.db.findOne({ collection: slug, where: { id: { equals: id } } })
      if (!doc) continue
      await saveVersion({ collection, id, docWithLocales: doc, payload, operation: 'update' })
      made++
    }
  }
  for (const global of payload.config.globals) {
    if (!global.versions?.drafts) continue
    const { totalDocs } = await payload.db.countGlobalVersions({
      global: global.slug,
      where: {},
    })
    if (totalDocs > 0) continue
    const doc = await payload.db.findGlobal({ slug: global.slug })
    if (!doc || !('_status' in doc)) continue
    await saveVersion({ global, docWithLocales: doc, payload, operation: 'update' })
    made++
  }
  if (made > 0) payload.logger.info(`[versions] Made a first version of ${made} documents`)
  return made
}

import type { Payload } from 'payload'
import type { NetworkOutlet } from './catalog-network'

/**
 * Inserts many outlets at once, straight through the database adapter's Drizzle tables (the
 * outlet rows, their opening-hours rows and their product relations), in batches: the Local
 * API's one create per outlet would take many minutes for 50,000. Same statements on SQLite and
 * PostgreSQL. No hooks run, so the caller marks caches stale if a server shares the process.
 */

interface DrizzleInsert {
  insert: (table: unknown) => {
    values: (rows: Record<string, unknown>[]) => {
      returning: (columns: Record<string, unknown>) => Promise<{ id: number }[]>
    } & PromiseLike<unknown>
  }
}

const BATCH = 500

export async function insertOutlets(
  payload: Payload,
  outlets: readonly NetworkOutlet[],
  productIds: readonly number[],
): Promise<number> {
  const db = payload.db as unknown as {
    drizzle: DrizzleInsert
    tables: Record<string, Record<string, unknown>>
  }
  const table = db.tables.outlets
  const hoursTable = db.tables.outlets_opening_hours
  const relsTable = db.tables.outlets_rels
  if (!table || !hoursTable || !relsTable) throw new Error('seed: outlet tables not found')
  const now = new Date().toISOString()
  let inserted = 0
  for (let start = 0; start < outlets.length; start += BATCH) {
    const batch = outlets.slice(start, start + BATCH)
    const ids = await db.drizzle
      .insert(table)
      .values(
        batch.map((o) => ({
          title: o.title,
          available: true,
          kind: o.kind,
          address: o.address,
          postcode: o.postcode || null,
          city: o.city,
          country: o.country,
          lat: o.lat,
          lng: o.lng,
          phone: o.phone,
          updatedAt: now,
          createdAt: now,
        })),
      )
      .returning({ id: table.id })
    const hours: Record<string, unknown>[] = []
    const rels: Record<string, unknown>[] = []
    batch.forEach((o, k) => {
      const id = ids[k]?.id
      if (id === undefined) throw new Error('seed: an outlet insert returned no id')
      o.opening_hours.forEach((row, order) => {
        hours.push({
          _order: order + 1,
          _parentID: id,
          // Array row ids are strings; these are unique per outlet and row.
          id: `${id.toString(16).padStart(16, '0')}${(order + 1).toString(16).padStart(8, '0')}`,
          days: row.days,
          hours: row.hours,
        })
      })
      o.productIndexes.forEach((n, order) => {
        const product = productIds[n]
        if (product !== undefined) {
          rels.push({ order: order + 1, parent: id, path: 'products', productsID: product })
        }
      })
    })
    for (let i = 0; i < hours.length; i += BATCH) {
      await db.drizzle.insert(hoursTable).values(hours.slice(i, i + BATCH))
    }
    for (let i = 0; i < rels.length; i += BATCH) {
      await db.drizzle.insert(relsTable).values(rels.slice(i, i + BATCH))
    }
    inserted += batch.length
  }
  return inserted
}

import 'server-only'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/**
 * The places of a visit slot or an event, changed by single conditional UPDATEs through the adapter's Drizzle
 * tables, the same SQL on SQLite and PostgreSQL: a reservation succeeds only if the slot still
 * has room at the moment the row is written (`booked + n <= capacity`), so concurrent bookings
 * can never oversell it (an event without capacity takes any number), whatever they read before. Inside a PostgreSQL transaction when given
 * its id (Payload's db sessions), else on the adapter's own connection.
 */

type Table = Record<string, unknown>
interface Updating {
  set: (values: Record<string, unknown>) => {
    where: (condition: unknown) => {
      returning: (columns: Record<string, unknown>) => Promise<unknown[]>
    }
  }
}
interface Drizzle {
  update: (table: Table) => Updating
}
interface DrizzleAdapter {
  drizzle: Drizzle
  tables: Record<string, Table | undefined>
  sessions?: Record<string, { db: Drizzle } | undefined>
}

function adapter(payload: Payload): DrizzleAdapter {
  const db = payload.db as unknown as Partial<DrizzleAdapter>
  if (!db.drizzle || !db.tables) throw new Error('visit booking needs a Drizzle (SQL) adapter')
  return db as DrizzleAdapter
}

function table(db: DrizzleAdapter, name: string): Table {
  const found = db.tables[name]
  if (!found) throw new Error(`no table ${name}`)
  return found
}

function connection(db: DrizzleAdapter, transactionID?: string | number | null): Drizzle {
  const session = transactionID == null ? undefined : db.sessions?.[String(transactionID)]
  return session?.db ?? db.drizzle
}

/**
 * What holds places: a table with a count column and a capacity column (visit slots: `booked`
 * of `capacity`; events: `registered` of `capacity`, where a null capacity means not limited).
 */
export interface PlacesTable {
  table: string
  count: string
}

export const VISIT_SLOT_PLACES: PlacesTable = { table: 'visit_slots', count: 'booked' }

/** Takes `n` places of row `id` if it still has them (or has no capacity); false when it does not. */
export async function takePlaces(
  payload: Payload,
  where: PlacesTable,
  id: number,
  n: number,
  transactionID?: string | number | null,
): Promise<boolean> {
  const db = adapter(payload)
  const t = table(db, where.table)
  const count = t[where.count]
  const rows = await connection(db, transactionID)
    .update(t)
    .set({ [where.count]: sql`${count} + ${n}` })
    .where(sql`${t.id} = ${id} and (${t.capacity} is null or ${count} + ${n} <= ${t.capacity})`)
    .returning({ id: t.id })
  return rows.length === 1
}

/** Gives `n` places of row `id` back (a cancellation, or a row that failed to save). */
export async function givePlacesBack(
  payload: Payload,
  where: PlacesTable,
  id: number,
  n: number,
  transactionID?: string | number | null,
): Promise<void> {
  const db = adapter(payload)
  const t = table(db, where.table)
  const count = t[where.count]
  await connection(db, transactionID)
    .update(t)
    .set({ [where.count]: sql`case when ${count} >= ${n} then ${count} - ${n} else 0 end` })
    .where(sql`${t.id} = ${id}`)
    .returning({ id: t.id })
}

/** Takes `n` places of slot `slotId` if it still has them; false when it does not. */
export function reservePlaces(
  payload: Payload,
  slotId: number,
  n: number,
  transactionID?: string | number | null,
): Promise<boolean> {
  return takePlaces(payload, VISIT_SLOT_PLACES, slotId, n, transactionID)
}

/** Gives `n` places of slot `slotId` back (a cancellation, or a booking that failed to save). */
export function releasePlaces(
  payload: Payload,
  slotId: number,
  n: number,
  transactionID?: string | number | null,
): Promise<void> {
  return givePlacesBack(payload, VISIT_SLOT_PLACES, slotId, n, transactionID)
}

/**
 * Marks a confirmed row of `tableName` (visit bookings, event registrations) cancelled; false
 * when it was not confirmed any more (a second click on the link, or two at once): only the one
 * that changed the row gives the places back.
 */
export async function markCancelled(
  payload: Payload,
  rowId: number,
  at: Date,
  transactionID?: string | number | null,
  tableName = 'visit_bookings',
): Promise<boolean> {
  const db = adapter(payload)
  const t = table(db, tableName)
  const rows = await connection(db, transactionID)
    .update(t)
    .set({ status: 'cancelled', cancelled_at: at.toISOString() })
    .where(sql`${t.id} = ${rowId} and ${t.status} = 'confirmed'`)
    .returning({ id: t.id })
  return rows.length === 1
}

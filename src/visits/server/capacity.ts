import 'server-only'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/**
 * The places of a slot, changed by single conditional UPDATEs through the adapter's Drizzle
 * tables, the same SQL on SQLite and PostgreSQL: a reservation succeeds only if the slot still
 * has room at the moment the row is written (`booked + n <= capacity`), so concurrent bookings
 * can never oversell it, whatever they read before. Inside a PostgreSQL transaction when given
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

/** Takes `n` places of slot `slotId` if it still has them; false when it does not. */
export async function reservePlaces(
  payload: Payload,
  slotId: number,
  n: number,
  transactionID?: string | number | null,
): Promise<boolean> {
  const db = adapter(payload)
  const t = table(db, 'visit_slots')
  const rows = await connection(db, transactionID)
    .update(t)
    .set({ booked: sql`${t.booked} + ${n}` })
    .where(sql`${t.id} = ${slotId} and ${t.booked} + ${n} <= ${t.capacity}`)
    .returning({ id: t.id })
  return rows.length === 1
}

/** Gives `n` places of slot `slotId` back (a cancellation, or a booking that failed to save). */
export async function releasePlaces(
  payload: Payload,
  slotId: number,
  n: number,
  transactionID?: string | number | null,
): Promise<void> {
  const db = adapter(payload)
  const t = table(db, 'visit_slots')
  await connection(db, transactionID)
    .update(t)
    .set({ booked: sql`case when ${t.booked} >= ${n} then ${t.booked} - ${n} else 0 end` })
    .where(sql`${t.id} = ${slotId}`)
    .returning({ id: t.id })
}

/**
 * Marks a confirmed booking cancelled; false when it was not confirmed any more (a second click
 * on the link, or two at once): only the one that changed the row gives the places back.
 */
export async function markCancelled(
  payload: Payload,
  bookingId: number,
  at: Date,
  transactionID?: string | number | null,
): Promise<boolean> {
  const db = adapter(payload)
  const t = table(db, 'visit_bookings')
  const rows = await connection(db, transactionID)
    .update(t)
    .set({ status: 'cancelled', cancelled_at: at.toISOString() })
    .where(sql`${t.id} = ${bookingId} and ${t.status} = 'confirmed'`)
    .returning({ id: t.id })
  return rows.length === 1
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkDatabase } from '@/content/health'
import { type Harness, startPayload } from './payload-harness'

let h: Harness

beforeAll(async () => {
  h = await startPayload()
})
afterAll(async () => {
  await h?.close()
})

describe('health check', () => {
  it('is ok while the database answers', async () => {
    expect(await checkDatabase(h.payload)).toEqual({ status: 'ok' })
  })

  it('reports the database as unreachable once its connection is gone', async () => {
    // Close the real connection under Payload: the pool (PostgreSQL) or the client (SQLite).
    const db = h.payload.db as unknown as {
      pool?: { end: () => Promise<void> }
      client?: { close: () => void }
    }
    if (h.database === 'postgres') await db.pool?.end()
    else db.client?.close()
    const health = await checkDatabase(h.payload, 2000)
    // Named as unreachable, never with the driver's message (it may name hosts or SQL).
    expect(health).toEqual({ status: 'unavailable', reason: 'database: unreachable' })
  })
})

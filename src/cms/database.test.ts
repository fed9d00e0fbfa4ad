import { EventEmitter } from 'node:events'
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { databaseAdapter, watchDatabasePool } from './database'

function fakePayload() {
  const pool = new EventEmitter()
  const logger = { error: vi.fn(), info: vi.fn() }
  return { pool, logger, payload: { db: { pool }, logger } as unknown as Payload }
}

describe('watchDatabasePool', () => {
  it('keeps a pool error from being thrown, and logs it once per outage', () => {
    const { pool, logger, payload } = fakePayload()
    // Unwatched, an 'error' event nobody listens to is thrown (and would end the process).
    expect(() => pool.emit('error', new Error('Connection terminated unexpectedly'))).toThrow()
    watchDatabasePool(payload)
    watchDatabasePool(payload) // a second call adds nothing
    expect(pool.listenerCount('error')).toBe(1)
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { client: {} })
    expect(() => pool.emit('error', lost)).not.toThrow()
    pool.emit('error', lost)
    expect(logger.error).toHaveBeenCalledTimes(1)
    // Only the message and code are logged, not the client pg-pool hangs on the error.
    expect(logger.error.mock.calls[0]?.[0]).toEqual({
      msg: expect.stringContaining('Database connection lost'),
      reason: 'Connection terminated unexpectedly',
      code: undefined,
    })
    pool.emit('connect')
    expect(logger.info).toHaveBeenCalledWith('Database connection restored')
    pool.emit('error', lost)
    expect(logger.error).toHaveBeenCalledTimes(2)
  })

  it('does nothing without a pool (SQLite)', () => {
    const logger = { error: vi.fn(), info: vi.fn() }
    expect(() => watchDatabasePool({ db: {}, logger } as unknown as Payload)).not.toThrow()
  })
})

describe('databaseAdapter', () => {
  it('gives the PostgreSQL pool a connection timeout, so requests fail fast when it is down', () => {
    const adapter = databaseAdapter('postgres://user@127.0.0.1:5432/db') as unknown as {
      init: (a: { payload: unknown }) => { poolOptions?: { connectionTimeoutMillis?: number } }
    }
    const db = adapter.init({ payload: { config: {}, logger: console } })
    expect(db.poolOptions?.connectionTimeoutMillis).toBe(5000)
  })
})

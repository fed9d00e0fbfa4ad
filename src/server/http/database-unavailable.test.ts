import { describe, expect, it } from 'vitest'
import {
  isDatabaseUnavailable,
  rethrowIfDatabaseUnavailable,
  unlessDatabaseUnavailable,
} from './database-unavailable'

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code })

/** What drizzle 0.45 wraps every failed query in (DrizzleQueryError: the driver's error as cause). */
const drizzleWrapped = (cause: unknown) =>
  new Error('Failed query: select 1\nparams: ', { cause: cause as Error })

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'pg: server refused the connection',
      coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    ],
    ['pg: connection reset', coded('ECONNRESET', 'read ECONNRESET')],
    ['pg: timed out', coded('ETIMEDOUT')],
    ['pg: wrote to a closed socket', coded('EPIPE')],
    ['pg: host unreachable', coded('EHOSTUNREACH')],
    [
      'PostgreSQL 57P01 admin shutdown',
      coded('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL 57P02 crash shutdown', coded('57P02')],
    ['PostgreSQL 57P03 cannot connect now', coded('57P03', 'the database system is starting up')],
    ['PostgreSQL 08006 connection failure', coded('08006')],
    ['PostgreSQL 08001 cannot establish', coded('08001')],
    ['PostgreSQL 08P01 protocol violation', coded('08P01')],
    ['pg: connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pg: connection terminated', new Error('Connection terminated')],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'pg-pool: connection timeout with cause',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    ['pg-pool: ended pool', new Error('Cannot use a pool after calling end on the pool')],
    ['pg: closed client', new Error('Client was closed and is not queryable')],
    [
      'Payload: adapter could not connect at start',
      new Error('Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:5432'),
    ],
    ['drizzle-wrapped pg error', drizzleWrapped(coded('ECONNREFUSED'))],
    ['doubly wrapped', new Error('outer', { cause: drizzleWrapped(coded('57P01')) })],
    [
      'AggregateError of a dual-stack connect',
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], ''),
    ],
    ['AggregateError inside a cause', drizzleWrapped(new AggregateError([coded('ETIMEDOUT')]))],
    ['libSQL: database busy', coded('SQLITE_BUSY', 'SQLITE_BUSY: database is locked')],
    ['libSQL: busy extended code', coded('SQLITE_BUSY_SNAPSHOT')],
    ['libSQL: cannot open', coded('SQLITE_CANTOPEN', 'unable to open database file')],
    ['libSQL: disk I/O error', coded('SQLITE_IOERR_SHORT_READ')],
    ['libSQL: closed client', coded('CLIENT_CLOSED', 'The client is closed')],
    ['libSQL: closed client wrapped by drizzle', drizzleWrapped(coded('CLIENT_CLOSED'))],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    [
      'a unique violation (23505)',
      coded('23505', 'duplicate key value violates unique constraint'),
    ],
    ['a syntax error (42601)', coded('42601')],
    ['a missing table (42P01)', coded('42P01', 'relation "x" does not exist')],
    ['SQLite constraint failure', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['SQLite syntax error', coded('SQLITE_ERROR', 'no such table: pages')],
    ['a drizzle-wrapped unique violation', drizzleWrapped(coded('23505'))],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['a not-found', Object.assign(new Error('Not Found'), { status: 404 })],
    ['a number code', Object.assign(new Error('x'), { code: 8006 })],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'ECONNREFUSED but a string'],
    ['an AggregateError of bugs', new AggregateError([new Error('a'), new Error('b')])],
  ])('does not mistake %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it('ends on a cause cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(isDatabaseUnavailable(a)).toBe(false)
  })
})

describe('unlessDatabaseUnavailable / rethrowIfDatabaseUnavailable', () => {
  it('answers the fallback for an ordinary failure', () => {
    expect(unlessDatabaseUnavailable(null)(new Error('Not Found'))).toBeNull()
    expect(() => rethrowIfDatabaseUnavailable(new Error('Not Found'))).not.toThrow()
  })

  it('rethrows an unavailable database', () => {
    const down = coded('ECONNREFUSED')
    expect(() => unlessDatabaseUnavailable(null)(down)).toThrow(down)
    expect(() => rethrowIfDatabaseUnavailable(down)).toThrow(down)
  })
})

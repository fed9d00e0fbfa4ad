/**
 * Is this error the database being out of reach (stopped, restarting, network cut, connection
 * lost), rather than a bad query or a bug? Such a failure is temporary: APIs answer 503 with
 * Retry-After, and code that turns other failures into a softer answer ("signed out", "wrong
 * password", "not found") must let it through instead. Pure: reads only the error's shape
 * (codes and messages), never `constructor.name`, which production builds shorten.
 */

/** Seconds a client is asked to wait (Retry-After) while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 30

/** Socket errors of Node.js (and DNS) that mean the server could not be reached or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not there yet: 57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections. Class 08
 * (connection exceptions) is matched by its prefix.
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300'])

/** libSQL/SQLite: a locked or unopenable file, a client that was closed. */
const SQLITE_CODE = /^(SQLITE_BUSY|SQLITE_CANTOPEN|SQLITE_IOERR)(_|$)|^CLIENT_CLOSED$/

/** Messages of pg / pg-pool / Payload's adapter that carry no code. */
const MESSAGES = [
  /^Connection terminated\b/,
  /timeout exceeded when trying to connect/,
  /Cannot use a pool after calling end on the pool/,
  /Client (was closed|has encountered a connection error) and is not queryable/,
  /cannot connect to Postgres/,
  /The client is closed/,
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT)\b/,
]

function codeMatches(code: unknown): boolean {
  if (typeof code !== 'string') return false
  return (
    NETWORK_CODES.has(code) ||
    POSTGRES_CODES.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    SQLITE_CODE.test(code)
  )
}

/** Looks at the error, its `cause` chain and the errors of an AggregateError (depth-bounded). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0 && seen.size < 32) {
    const current = queue.shift()
    if (current === null || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (codeMatches(e.code)) return true
    if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string)))
      return true
    if (e.cause !== undefined) queue.push(e.cause)
    if (Array.isArray(e.errors)) queue.push(...e.errors)
  }
  return false
}

/**
 * A `.catch` handler that answers `fallback` for an ordinary failure but rethrows an unavailable
 * database, e.g. `payload.findByID(…).catch(unlessDatabaseUnavailable(null))`.
 */
export function unlessDatabaseUnavailable<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isDatabaseUnavailable(error)) throw error
    return fallback
  }
}

/** Rethrows an unavailable database from inside a `catch` block; does nothing otherwise. */
export function rethrowIfDatabaseUnavailable(error: unknown): void {
  if (isDatabaseUnavailable(error)) throw error
}

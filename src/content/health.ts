import type { Payload } from 'payload'
import { isDatabaseUnavailable } from '@/server/http/database-unavailable'

export type Health = { status: 'ok' } | { status: 'unavailable'; reason: string }

/**
 * Why the database check failed, in words safe for a public answer: an unreachable database or a
 * timeout by name, anything else only as "error" (a driver's message may name hosts or SQL).
 */
export function unavailableHealth(error: unknown): Health {
  const reason = isDatabaseUnavailable(error)
    ? 'unreachable'
    : error instanceof HealthTimeout
      ? error.message
      : 'error'
  return { status: 'unavailable', reason: `database: ${reason}` }
}

class HealthTimeout extends Error {}

/** Does the database answer? A cheap count, bounded in time so a hung database reads as down. */
export async function checkDatabase(payload: Payload, timeoutMs = 3000): Promise<Health> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      payload.count({ collection: 'pages', overrideAccess: true }),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new HealthTimeout(`no answer within ${timeoutMs} ms`)),
          timeoutMs,
        )
      }),
    ])
    return { status: 'ok' }
  } catch (error) {
    return unavailableHealth(error)
  } finally {
    clearTimeout(timer)
  }
}

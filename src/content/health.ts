import type { Payload } from 'payload'

export type Health = { status: 'ok' } | { status: 'unavailable'; reason: string }

/** Does the database answer? A cheap count, bounded in time so a hung database reads as down. */
export async function checkDatabase(payload: Payload, timeoutMs = 3000): Promise<Health> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      payload.count({ collection: 'pages', overrideAccess: true }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
    return { status: 'ok' }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { status: 'unavailable', reason: `database: ${reason}` }
  } finally {
    clearTimeout(timer)
  }
}

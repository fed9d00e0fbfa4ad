import type { Payload } from 'payload'
import { nextRateWindow, type RateLimitRule } from '../rules/request-guards'

/**
 * Counts one attempt for `key` and says whether it is allowed. The counter lives in the database
 * (`rate-limits`) so every server instance shares it.
 */
export async function hitRateLimit(
  payload: Payload,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<boolean> {
  const found = await payload.find({
    collection: 'rate-limits',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  const current = doc ? { count: doc.count, windowStart: doc.window_start } : null
  const { window, allowed } = nextRateWindow(current, now, rule)
  const data = { key, count: window.count, window_start: window.windowStart }
  if (doc) {
    await payload.update({ collection: 'rate-limits', id: doc.id, data, overrideAccess: true })
  } else {
    await payload.create({ collection: 'rate-limits', data, overrideAccess: true })
  }
  return allowed
}

import { checkDatabase, type Health, unavailableHealth } from '@/content/health'
import { getPayloadClient } from '@/content/payload'
import { DATABASE_RETRY_AFTER_SECONDS } from '@/server/http/database-unavailable'

export const dynamic = 'force-dynamic'

/**
 * 200 {"status":"ok"} when the database answers; 503 with the reason and Retry-After when it
 * does not (also when Payload could not start because the database was down: the next call
 * tries again, so the answer turns 200 by itself once the database is back).
 */
export async function GET() {
  let health: Health
  try {
    health = await checkDatabase(await getPayloadClient())
  } catch (error) {
    health = unavailableHealth(error)
  }
  const ok = health.status === 'ok'
  return Response.json(health, {
    status: ok ? 200 : 503,
    headers: {
      'Cache-Control': 'no-store',
      ...(ok ? {} : { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) }),
    },
  })
}

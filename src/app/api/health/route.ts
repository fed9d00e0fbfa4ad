import { checkDatabase, type Health } from '@/content/health'
import { getPayloadClient } from '@/content/payload'

export const dynamic = 'force-dynamic'

/** 200 {"status":"ok"} when the database answers, 503 with the reason when it does not. */
export async function GET() {
  let health: Health
  try {
    health = await checkDatabase(await getPayloadClient())
  } catch (error) {
    health = {
      status: 'unavailable',
      reason: `database: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}

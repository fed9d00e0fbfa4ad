import { z } from 'zod'
import { verifyEmail } from '@/account/server/accounts'
import { badRequest, outcomeResponse, readBody, rejectCrossSite } from '@/account/server/http'
import { memberView } from '@/account/server/member-view'
import { getPayloadClient } from '@/content/payload'

const schema = z.object({ token: z.string().max(256) })

/** POST, not GET: a mail scanner prefetching the link must not use up the single-use token. */
export async function POST(request: Request) {
  const refused = rejectCrossSite(request)
  if (refused) return refused
  const body = await readBody(request, schema)
  if (!body) return badRequest()
  const outcome = await verifyEmail(await getPayloadClient(), body.token)
  return outcomeResponse(outcome, outcome.ok ? { member: memberView(outcome.member) } : {})
}

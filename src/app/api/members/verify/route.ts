import { z } from 'zod'
import { verifyEmail } from '@/account/server/accounts'
import { outcomeResponse, publicAction } from '@/account/server/http'
import { memberView } from '@/account/server/member-view'
import { getPayloadClient } from '@/content/payload'

const schema = z.object({ token: z.string().max(256) })

/** POST, not GET: a mail scanner prefetching the link must not use up the single-use token. */
export const POST = publicAction(schema, async (body) => {
  const outcome = await verifyEmail(await getPayloadClient(), body.token)
  return outcomeResponse(outcome, outcome.ok ? { member: memberView(outcome.member) } : {})
})

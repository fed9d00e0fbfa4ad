import { z } from 'zod'
import { signIn } from '@/account/server/accounts'
import { outcomeResponse, publicAction } from '@/account/server/http'
import { memberView } from '@/account/server/member-view'
import { getPayloadClient } from '@/content/payload'
import { requestClient } from '@/server/http/client'

const schema = z.object({ email: z.string().max(254), password: z.string().max(1024) })

export const POST = publicAction(
  schema,
  async (body, request) => {
    const outcome = await signIn(await getPayloadClient(), body, requestClient(request))
    return outcomeResponse(outcome, outcome.ok ? { member: memberView(outcome.member) } : {})
  },
  { limit: 'signIn' },
)

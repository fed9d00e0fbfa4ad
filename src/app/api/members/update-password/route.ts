import { z } from 'zod'
import { updatePassword } from '@/account/server/accounts'
import { memberAction, outcomeResponse } from '@/account/server/http'

const schema = z.object({
  current: z.string().max(1024),
  password: z.string().max(1024),
  confirm: z.string().max(1024),
})

export const POST = memberAction(schema, async ({ payload, member, body }) =>
  outcomeResponse(await updatePassword(payload, member, body)),
)

import { z } from 'zod'
import { updatePassword } from '@/account/server/accounts'
import {
  badRequest,
  currentSession,
  outcomeResponse,
  readBody,
  rejectCrossSite,
  signInRequired,
} from '@/account/server/http'

const schema = z.object({
  current: z.string().max(1024),
  password: z.string().max(1024),
  confirm: z.string().max(1024),
})

export async function POST(request: Request) {
  const refused = rejectCrossSite(request)
  if (refused) return refused
  const { payload, member } = await currentSession()
  if (!member) return signInRequired()
  const body = await readBody(request, schema)
  if (!body) return badRequest()
  return outcomeResponse(await updatePassword(payload, member, body))
}

import { z } from 'zod'
import { forgotPassword } from '@/account/server/accounts'
import {
  badRequest,
  outcomeResponse,
  readBody,
  rejectCrossSite,
  requestInfo,
} from '@/account/server/http'
import { getPayloadClient } from '@/content/payload'

const schema = z.object({ email: z.string().max(254) })

export async function POST(request: Request) {
  const refused = rejectCrossSite(request)
  if (refused) return refused
  const body = await readBody(request, schema)
  if (!body) return badRequest()
  return outcomeResponse(await forgotPassword(await getPayloadClient(), body, requestInfo(request)))
}

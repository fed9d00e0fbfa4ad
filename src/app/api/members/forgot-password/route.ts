import { z } from 'zod'
import { forgotPassword } from '@/account/server/accounts'
import { outcomeResponse, publicAction, requestInfo } from '@/account/server/http'
import { getPayloadClient } from '@/content/payload'

const schema = z.object({ email: z.string().max(254) })

export const POST = publicAction(
  schema,
  async (body, request) =>
    outcomeResponse(await forgotPassword(await getPayloadClient(), body, requestInfo(request))),
  { captcha: true },
)

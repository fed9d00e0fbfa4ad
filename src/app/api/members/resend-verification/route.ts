import { z } from 'zod'
import { resendVerification } from '@/account/server/accounts'
import { outcomeResponse, publicAction, requestInfo } from '@/account/server/http'
import { getPayloadClient } from '@/content/payload'

const schema = z.object({ email: z.string().max(254) })

/** A new verification link for an account not verified yet; the same answer for any address. */
export const POST = publicAction(
  schema,
  async (body, request) =>
    outcomeResponse(await resendVerification(await getPayloadClient(), body, requestInfo(request))),
  { captcha: true },
)

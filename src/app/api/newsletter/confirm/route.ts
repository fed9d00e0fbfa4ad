import { z } from 'zod'
import { getPayloadClient } from '@/content/payload'
import { confirmSubscription } from '@/newsletter/subscription'
import { endpoint, NO_STORE } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

const schema = z.object({ token: z.string().max(512) })

/**
 * POST /api/newsletter/confirm/ {token}: the confirmation page sends the emailed link's token.
 * POST, not GET, so a mail scanner opening the link confirms nothing on the visitor's behalf.
 * 200 {ok, status: 'confirmed'}; 400 {ok: false, error: 'token', message} for a bad link.
 */
export const POST = endpoint(
  async ({ json, scope }) => {
    const { token } = await json(schema)
    const outcome = await confirmSubscription(await getPayloadClient(), token, {
      client: scope.client,
    })
    if (outcome.ok) return Response.json(outcome, { headers: NO_STORE })
    return Response.json(
      { ok: false, error: 'token', message: scope.t('newsletter.confirm.invalid') },
      { status: 400, headers: NO_STORE },
    )
  },
  { limit: 'newsletterLink' },
)

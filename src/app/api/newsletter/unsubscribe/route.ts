import { z } from 'zod'
import { getPayloadClient } from '@/content/payload'
import { unsubscribe } from '@/newsletter/subscription'
import { endpoint, NO_STORE } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

const schema = z.object({ token: z.string().max(512) })

/**
 * POST /api/newsletter/unsubscribe/ {token} from the unsubscribe page, or
 * POST /api/newsletter/unsubscribe/?token=… from a mail client's one-click button (RFC 8058:
 * its form body `List-Unsubscribe=One-Click` carries nothing else, so it is not read).
 * 200 {ok, status: 'unsubscribed'}; 400 {ok: false, error: 'token', message} for a bad link.
 */
export const POST = endpoint(
  async ({ request, json, scope }) => {
    const fromQuery = new URL(request.url).searchParams.get('token')
    const token = fromQuery ?? (await json(schema)).token
    const outcome = await unsubscribe(await getPayloadClient(), token, { client: scope.client })
    if (outcome.ok) return Response.json(outcome, { headers: NO_STORE })
    return Response.json(
      { ok: false, error: 'token', message: scope.t('newsletter.unsubscribe.invalid') },
      { status: 400, headers: NO_STORE },
    )
  },
  { limit: 'newsletterLink' },
)

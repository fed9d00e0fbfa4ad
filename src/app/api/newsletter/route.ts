import { z } from 'zod'
import { getPayloadClient } from '@/content/payload'
import { signUpForNewsletter } from '@/newsletter/signup'
import { endpoint, NO_STORE } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

/**
 * POST /api/newsletter/ {email, locale, consent, consentText, source, altcha}: stores a sign-up.
 * `altcha` is the solved captcha (src/security/captcha).
 */
export const POST = endpoint(
  async ({ json, scope }) => {
    // Any JSON: signUpForNewsletter checks it and names the fields in its answer.
    const body = await json(z.unknown())
    const result = await signUpForNewsletter(await getPayloadClient(), body, {
      client: scope.client,
    })
    return Response.json(result.body, { status: result.status, headers: NO_STORE })
  },
  { limit: 'newsletter', captcha: true },
)

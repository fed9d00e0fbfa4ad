import { newChallenge } from '@/security/captcha/service'
import { endpoint, NO_STORE } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

/**
 * GET /api/captcha/challenge/: a fresh signed proof-of-work challenge for the ALTCHA widget
 * (src/security/captcha). Never cached: each one is accepted once.
 */
export const GET = endpoint(
  async () => Response.json(await newChallenge(), { headers: NO_STORE }),
  { limit: 'captchaChallenge' },
)

import 'server-only'
import { getPayloadClient } from '@/content/payload'
import { HttpRefusal } from '@/server/http/refusal'
import { verifyCaptcha } from './service'
import { databaseUsedChallenges } from './store'

/**
 * The check behind the endpoint option `captcha: true` (src/server/http/endpoint.ts): the body's
 * `altcha` field must hold a valid solution of an unused challenge; otherwise a translated 400
 * `{ ok: false, error: 'captcha', message, reason }`.
 */
export async function requireCaptcha(value: unknown): Promise<void> {
  const verdict = await verifyCaptcha(value, databaseUsedChallenges(await getPayloadClient()))
  if (!verdict.ok) {
    throw new HttpRefusal(400, 'captcha', 'captcha.error.refused', { reason: verdict.reason })
  }
}

import type { Payload } from 'payload'
import { devOutboxEnabled } from './outbox'

export type OutboxAccess = 'allowed' | 'disabled' | 'signInRequired' | 'forbidden'

/**
 * Who may read the dev outbox. It holds live reset and verification links, so reading it is
 * taking over any account that receives mail: only a signed-in CMS editor (Payload `users`, by
 * the admin's `payload-token` cookie or an `Authorization: JWT …` header) may, and only where
 * the outbox exists at all (development, tests, or production with DEV_OUTBOX=1, i.e. the demo).
 * A member's session is not an editor's, whatever token it carries.
 */
export async function outboxAccess(payload: Payload, headers: Headers): Promise<OutboxAccess> {
  if (!devOutboxEnabled()) return 'disabled'
  // Without a cookie or an Authorization header nobody is signed in: no need to ask Payload,
  // whose auth costs several milliseconds even then (measured by the endpoint fuzz).
  if (!headers.get('cookie') && !headers.get('authorization')) return 'signInRequired'
  let user: { collection?: string } | null = null
  try {
    user = (await payload.auth({ headers })).user
  } catch {
    user = null
  }
  if (!user) return 'signInRequired'
  return user.collection === 'users' ? 'allowed' : 'forbidden'
}

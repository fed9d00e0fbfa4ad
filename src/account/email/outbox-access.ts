import type { Payload } from 'payload'
import { editorCheck } from '@/security/editor-session'
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
  const check = await editorCheck(payload, headers)
  return check === 'editor' ? 'allowed' : check === 'signedOut' ? 'signInRequired' : 'forbidden'
}

import type { Payload } from 'payload'
import type { SignedIn } from '@/cms/roles'

export type EditorCheck = 'editor' | 'signedOut' | 'notEditor'

/**
 * The user signed in on a request (by the admin's `payload-token` cookie or an
 * `Authorization: JWT …` header), any auth collection; null when nobody is.
 */
export async function sessionUser(
  payload: Payload,
  headers: Headers,
): Promise<(NonNullable<SignedIn> & { collection?: string }) | null> {
  // Without a cookie or an Authorization header nobody is signed in: no need to ask Payload,
  // whose auth costs several milliseconds even then (measured by the endpoint fuzz).
  if (!headers.get('cookie') && !headers.get('authorization')) return null
  try {
    return (await payload.auth({ headers })).user ?? null
  } catch {
    return null
  }
}

/**
 * Whether a request comes from a signed-in CMS editor (Payload `users`). A member's session is
 * not an editor's, whatever token it carries.
 */
export async function editorCheck(payload: Payload, headers: Headers): Promise<EditorCheck> {
  const user = await sessionUser(payload, headers)
  if (!user) return 'signedOut'
  return user.collection === 'users' ? 'editor' : 'notEditor'
}

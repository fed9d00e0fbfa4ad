import type { Payload } from 'payload'

export type EditorCheck = 'editor' | 'signedOut' | 'notEditor'

/**
 * Whether a request comes from a signed-in CMS editor (Payload `users`, by the admin's
 * `payload-token` cookie or an `Authorization: JWT …` header). A member's session is not an
 * editor's, whatever token it carries.
 */
export async function editorCheck(payload: Payload, headers: Headers): Promise<EditorCheck> {
  // Without a cookie or an Authorization header nobody is signed in: no need to ask Payload,
  // whose auth costs several milliseconds even then (measured by the endpoint fuzz).
  if (!headers.get('cookie') && !headers.get('authorization')) return 'signedOut'
  let user: { collection?: string } | null = null
  try {
    user = (await payload.auth({ headers })).user
  } catch {
    user = null
  }
  if (!user) return 'signedOut'
  return user.collection === 'users' ? 'editor' : 'notEditor'
}

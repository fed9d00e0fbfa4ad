import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { isValidPassword } from '@/rules/validation'

export const EDITOR_PASSWORD_MESSAGE =
  'Use 8 to 256 characters with a lowercase letter, an uppercase letter, a digit and one of ?!@#$%^&*.'

/**
 * Editors' passwords follow the members' rule (SPEC §5) instead of Payload's 3-character minimum:
 * an editor account reaches every document. Checked wherever a password is set: creating an
 * editor (first user included), changing it in the admin, and the reset link (Payload's reset
 * runs this hook with the stored user, the new password being in the request body).
 */
export const editorPasswordRule: CollectionBeforeValidateHook = ({ data, req }) => {
  const fromBody = (req.data as { password?: unknown } | undefined)?.password
  const password = typeof data?.password === 'string' ? data.password : fromBody
  if (typeof password === 'string' && !isValidPassword(password)) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'password', message: EDITOR_PASSWORD_MESSAGE }],
      req,
    })
  }
  return data
}

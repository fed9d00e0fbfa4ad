/**
 * The members API answers a refusal with a short code and the text in the visitor's language
 * (`{ error: 'credentials', message: '…' }`), never a translation key. The browser forms show
 * texts from their own string table (it honours the editors' overrides), so they turn a code back
 * into its key here. Pure.
 */

/** Refusals of the shared HTTP layer (src/server/http) the account forms word generically. */
const HTTP_LAYER_CODES = new Set([
  'badRequest',
  'tooLarge',
  'mediaType',
  'crossSite',
  'server',
  'unavailable',
])

const VALIDATION_CODES = new Set([
  'required',
  'name',
  'email',
  'password',
  'username',
  'phone',
  'wordText',
])

/** The code of a message key: its last segment (`account.error.locked` → `locked`). */
export function errorCode(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1)
}

/**
 * The account string key of a code from the members API (fields and whole-form errors); a code
 * the account forms have no text for (e.g. the HTTP layer's `tooLarge`) reads as the generic one.
 */
export function accountErrorKey(code: unknown): string {
  if (typeof code !== 'string' || !/^[A-Za-z]+$/.test(code)) return 'account.error.generic'
  // The captcha's refusal (src/security/captcha) has its own text.
  if (code === 'captcha') return 'captcha.error.refused'
  if (VALIDATION_CODES.has(code)) return `validation.${code}`
  return HTTP_LAYER_CODES.has(code) ? 'account.error.generic' : `account.error.${code}`
}

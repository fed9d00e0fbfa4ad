import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed links of newsletter mail (issue 12): a confirmation link valid 7 days, bound to the
 * sign-up request it answers (its nonce), and an unsubscribe link that never expires. Stateless
 * HMAC-SHA256 over the purpose, the entry and the expiry, under a key derived from the site's
 * secret, so a link cannot be made for another entry nor turned from one purpose into the other.
 */

export type TokenPurpose = 'confirm' | 'unsubscribe'

export const CONFIRM_LINK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export interface TokenClaims {
  purpose: TokenPurpose
  entryId: string
  /** The sign-up request a confirmation answers; '' for unsubscribe links. */
  nonce: string
  /** Expiry in ms since the epoch; 0 = never (unsubscribe links). */
  expires: number
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url')

function mac(secret: string, body: string): Buffer {
  const key = createHmac('sha256', secret).update('newsletter-link-v1').digest()
  return createHmac('sha256', key).update(body).digest()
}

export function signToken(secret: string, claims: TokenClaims): string {
  const body = b64([claims.purpose, claims.entryId, claims.nonce, String(claims.expires)].join('|'))
  return `${body}.${b64(mac(secret, body))}`
}

export function confirmToken(secret: string, entryId: string, nonce: string, now: Date): string {
  return signToken(secret, {
    purpose: 'confirm',
    entryId,
    nonce,
    expires: now.getTime() + CONFIRM_LINK_DAYS * DAY_MS,
  })
}

export function unsubscribeToken(secret: string, entryId: string): string {
  return signToken(secret, { purpose: 'unsubscribe', entryId, nonce: '', expires: 0 })
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'purpose' | 'expired' }

/** Checks a token for one purpose: its form, its signature, then its expiry. */
export function readToken(
  secret: string,
  token: unknown,
  purpose: TokenPurpose,
  now: Date,
): TokenCheck {
  if (typeof token !== 'string' || token.length > 512) return { ok: false, reason: 'malformed' }
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' }
  const expected = mac(secret, body)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' }
  }
  const parts = Buffer.from(body, 'base64url').toString('utf8').split('|')
  const [kind, entryId, nonce, expiresText] = parts
  const expires = Number(expiresText)
  if (parts.length !== 4 || !entryId || !Number.isFinite(expires)) {
    return { ok: false, reason: 'malformed' }
  }
  if (kind !== purpose) return { ok: false, reason: 'purpose' }
  if (expires !== 0 && now.getTime() > expires) return { ok: false, reason: 'expired' }
  return { ok: true, claims: { purpose, entryId, nonce: nonce ?? '', expires } }
}

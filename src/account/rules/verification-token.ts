/**
 * The emailed verification token carries its own expiry (issue 11: it never expired): the first
 * 8 hex digits are the expiry in Unix seconds, the other 56 are random. The whole token must
 * still equal the one stored on the member, so the expiry cannot be altered; a token of any other
 * shape (Payload's own, from before) counts as expired and the member asks for a new link.
 */
export const VERIFY_LINK_MS = 24 * 60 * 60 * 1000

const SHAPE = /^[0-9a-f]{64}$/

/** A token expiring VERIFY_LINK_MS after `now`; `random` is 28 random bytes as 56 hex digits. */
export function newVerificationToken(now: Date, random: string): string {
  if (!/^[0-9a-f]{56}$/.test(random)) throw new Error('56 lowercase hex digits expected')
  const expires = Math.floor((now.getTime() + VERIFY_LINK_MS) / 1000)
  return `${expires.toString(16).padStart(8, '0')}${random}`
}

/** When the token stops working, or null when it is not one of ours. */
export function verificationTokenExpiry(token: string): Date | null {
  if (!SHAPE.test(token)) return null
  return new Date(Number.parseInt(token.slice(0, 8), 16) * 1000)
}

export function isVerificationTokenLive(token: string, now: Date): boolean {
  const expiry = verificationTokenExpiry(token)
  return expiry !== null && now.getTime() < expiry.getTime()
}

import { describe, expect, it } from 'vitest'
import {
  isVerificationTokenLive,
  newVerificationToken,
  VERIFY_LINK_MS,
  verificationTokenExpiry,
} from './verification-token'

const random = 'ab'.repeat(28)
const issued = new Date('2026-11-23T21:00:00Z')
const token = newVerificationToken(issued, random)

describe('the verification link works for 24 hours (issue 11)', () => {
  it('is 64 hex digits and names its expiry', () => {
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(verificationTokenExpiry(token)?.toISOString()).toBe('2026-11-24T21:00:00.000Z')
    expect(VERIFY_LINK_MS).toBe(24 * 60 * 60 * 1000)
  })

  it.each([
    ['at issue', 0, true],
    ['after 23 h 59 min', VERIFY_LINK_MS - 60_000, true],
    ['at 24 h', VERIFY_LINK_MS, false],
    ['after 25 h', VERIFY_LINK_MS + 3_600_000, false],
  ])('%s → live %s', (_, elapsed, live) => {
    expect(isVerificationTokenLive(token, new Date(issued.getTime() + elapsed))).toBe(live)
  })

  it.each([
    ['a token from before (Payload’s 40 hex digits)', 'a'.repeat(40)],
    ['uppercase', token.toUpperCase()],
    ['too long', `${token}0`],
    ['not hex', `${token.slice(0, 63)}g`],
    ['empty', ''],
  ])('%s is never live', (_, value) => {
    expect(isVerificationTokenLive(value, issued)).toBe(false)
  })

  it('refuses a random part that is not 56 hex digits', () => {
    expect(() => newVerificationToken(issued, 'xyz')).toThrow()
  })
})

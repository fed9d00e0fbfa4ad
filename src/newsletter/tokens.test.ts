import { describe, expect, it } from 'vitest'
import { CONFIRM_LINK_DAYS, confirmToken, readToken, signToken, unsubscribeToken } from './tokens'

const SECRET = 'test-secret'
const NOW = new Date('2026-11-25T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(NOW.getTime() + days * DAY)

describe('newsletter link tokens', () => {
  it('a confirmation link is valid for 7 days (issue 12), then expired', () => {
    expect(CONFIRM_LINK_DAYS).toBe(7)
    const token = confirmToken(SECRET, '42', 'n1', NOW)
    const cases: Array<[number, boolean]> = [
      [0, true],
      [6.99, true],
      [7, true],
      [7.01, false],
      [30, false],
    ]
    for (const [days, ok] of cases) {
      const check = readToken(SECRET, token, 'confirm', at(days))
      expect(check.ok, `${days} days`).toBe(ok)
      if (check.ok) expect(check.claims).toMatchObject({ entryId: '42', nonce: 'n1' })
      else expect(check.reason).toBe('expired')
    }
  })

  it('an unsubscribe link never expires', () => {
    const token = unsubscribeToken(SECRET, '42')
    expect(readToken(SECRET, token, 'unsubscribe', at(3650))).toMatchObject({
      ok: true,
      claims: { entryId: '42' },
    })
  })

  it('refuses a link used for the other purpose, another secret, or an edited entry', () => {
    const confirm = confirmToken(SECRET, '42', 'n1', NOW)
    const unsubscribe = unsubscribeToken(SECRET, '42')
    expect(readToken(SECRET, confirm, 'unsubscribe', NOW)).toEqual({ ok: false, reason: 'purpose' })
    expect(readToken(SECRET, unsubscribe, 'confirm', NOW)).toEqual({ ok: false, reason: 'purpose' })
    expect(readToken('other', confirm, 'confirm', NOW)).toEqual({ ok: false, reason: 'signature' })
    // Another entry's claims under this token's signature.
    const forged = `${signToken(SECRET, { purpose: 'confirm', entryId: '43', nonce: 'n1', expires: 0 }).split('.')[0]}.${confirm.split('.')[1]}`
    expect(readToken(SECRET, forged, 'confirm', NOW)).toEqual({ ok: false, reason: 'signature' })
  })

  it('refuses what is not a token', () => {
    for (const bad of [undefined, 7, '', 'abc', 'a.b.c', '.', 'x'.repeat(600)]) {
      expect(readToken(SECRET, bad, 'confirm', NOW).ok, String(bad)).toBe(false)
    }
  })
})

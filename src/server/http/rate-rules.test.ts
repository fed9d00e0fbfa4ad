import { describe, expect, it } from 'vitest'
import { lockoutSeconds, RATE_RULES, retryAfterSeconds } from './rate-rules'

describe('progressive sign-in lockout (issue 11, item 4)', () => {
  it.each([
    [1, 60],
    [2, 120],
    [3, 240],
    [4, 480],
    [6, 1920],
    [7, 3600],
    [50, 3600],
    [0, 60],
  ])('lockout %i lasts %i s', (nth, seconds) => {
    expect(lockoutSeconds(nth)).toBe(seconds)
  })

  it.each([
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [59_500, 60],
    [0, 1],
  ])('a wait of %i ms is Retry-After %i', (ms, seconds) => {
    expect(retryAfterSeconds(ms)).toBe(seconds)
  })

  it('locks after 5 failures per client and account, and allows more sign-ins per client', () => {
    expect(RATE_RULES.signInFailures.points).toBe(5)
    expect(RATE_RULES.signIn.points).toBeGreaterThan(RATE_RULES.signInFailures.points)
  })
})

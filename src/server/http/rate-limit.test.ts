import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearSignInFailures,
  hitRateLimit,
  recordSignInFailure,
  resetRateLimiters,
  signInLockedFor,
} from './rate-limit'
import { RATE_RULES } from './rate-rules'

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  await resetRateLimiters()
})
afterEach(() => {
  vi.useRealTimers()
})

async function failTimes(client: string, account: string, n: number): Promise<number> {
  let lockout = 0
  for (let i = 0; i < n; i++) lockout = await recordSignInFailure(client, account)
  return lockout
}

describe('sign-in lockout in memory (issue 11, item 4)', () => {
  it('grows at each lockout of the same client from the same account', async () => {
    const [client, account] = ['198.51.100.7', 'Zoe@Example.fr']
    expect(await failTimes(client, account, 4)).toBe(0)
    expect(await signInLockedFor(client, account)).toBe(0)
    expect(await recordSignInFailure(client, account)).toBe(60)
    expect(await signInLockedFor(client, 'zoe@example.fr')).toBe(60)

    vi.advanceTimersByTime(61_000)
    expect(await signInLockedFor(client, account)).toBe(0)
    expect(await failTimes(client, account, 5)).toBe(120)
    vi.advanceTimersByTime(121_000)
    expect(await failTimes(client, account, 5)).toBe(240)

    // Another client, or another account, was never locked.
    expect(await signInLockedFor('203.0.113.9', account)).toBe(0)
    expect(await signInLockedFor(client, 'other@example.fr')).toBe(0)
  })

  it('forgets failures after a successful sign-in', async () => {
    const [client, account] = ['198.51.100.8', 'a@example.com']
    await failTimes(client, account, 4)
    await clearSignInFailures(client, account)
    expect(await failTimes(client, account, 4)).toBe(0)
  })
})

describe('request limits in memory', () => {
  it('allows the rule’s points per window, then answers with the wait', async () => {
    const { points, seconds } = RATE_RULES.newsletter
    for (let i = 0; i < points; i++) {
      expect((await hitRateLimit('newsletter', '192.0.2.1')).allowed).toBe(true)
    }
    expect(await hitRateLimit('newsletter', '192.0.2.1')).toEqual({
      allowed: false,
      retryAfter: seconds,
    })
    expect((await hitRateLimit('newsletter', '192.0.2.2')).allowed).toBe(true)
    vi.advanceTimersByTime(seconds * 1000 + 1)
    expect((await hitRateLimit('newsletter', '192.0.2.1')).allowed).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { isSameOriginRequest, nextRateWindow, RATE_LIMITS } from './request-guards'

describe('CSRF: same-origin check for state-changing requests', () => {
  it.each([
    ['http://127.0.0.1:3108', '127.0.0.1:3108', null, true],
    ['https://www.solaine.example', 'www.solaine.example', 'same-origin', true],
    ['https://evil.example', 'www.solaine.example', 'cross-site', false],
    ['https://www.solaine.example.evil.example', 'www.solaine.example', null, false],
    ['null', 'www.solaine.example', null, false],
    ['not a url', 'www.solaine.example', null, false],
    ['https://www.solaine.example', null, null, false],
    [null, 'www.solaine.example', 'same-origin', true],
    [null, 'www.solaine.example', 'same-site', false],
    [null, 'www.solaine.example', null, false],
  ])('origin %s to host %s (sec-fetch-site %s) → %s', (origin, host, secFetchSite, ok) => {
    expect(isSameOriginRequest({ origin, host, secFetchSite })).toBe(ok)
  })
})

describe('fixed-window rate limit', () => {
  const rule = { limit: 2, windowMs: 1000 }
  it('allows up to the limit in a window, then refuses, then starts a new window', () => {
    let w = nextRateWindow(null, 0, rule)
    expect(w.allowed).toBe(true)
    w = nextRateWindow(w.window, 100, rule)
    expect(w.allowed).toBe(true)
    w = nextRateWindow(w.window, 999, rule)
    expect(w.allowed).toBe(false)
    w = nextRateWindow(w.window, 1000, rule)
    expect(w).toEqual({ allowed: true, window: { count: 1, windowStart: 1000 } })
  })

  it('has the documented limits', () => {
    expect(RATE_LIMITS.signUp).toEqual({ limit: 5, windowMs: 3_600_000 })
    expect(RATE_LIMITS.forgotPassword.limit).toBe(5)
  })
})

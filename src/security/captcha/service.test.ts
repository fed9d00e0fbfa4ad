import { afterEach, describe, expect, it, vi } from 'vitest'
import { solvedCaptcha } from '../../../tests/support/captcha'
import { memoryUsedChallenges, newChallenge, verifyCaptcha } from './service'
import { type CaptchaSettings, captchaSettings, DEFAULT_COST } from './settings'

const settings: CaptchaSettings = captchaSettings({
  PAYLOAD_SECRET: 'unit-test-secret',
  CAPTCHA_COST: '1',
  CAPTCHA_MAX_COUNTER: '20',
} as never)

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

afterEach(() => {
  vi.useRealTimers()
})

describe('captcha settings', () => {
  it('reads the work from the environment, with production defaults', () => {
    expect(settings).toMatchObject({ cost: 1, maxCounter: 20, algorithm: 'PBKDF2/SHA-256' })
    const defaults = captchaSettings({ PAYLOAD_SECRET: 's', CAPTCHA_COST: 'x' } as never)
    expect(defaults.cost).toBe(DEFAULT_COST)
    expect(defaults.ttlSeconds).toBe(600)
  })

  it('derives its key from PAYLOAD_SECRET unless CAPTCHA_HMAC_KEY is set', () => {
    const a = captchaSettings({ PAYLOAD_SECRET: 'one' } as never)
    const b = captchaSettings({ PAYLOAD_SECRET: 'two' } as never)
    expect(a.hmacKey).not.toBe(b.hmacKey)
    expect(a.hmacKey).not.toContain('one')
    expect(a.keySignatureKey).not.toBe(a.hmacKey)
    const own = captchaSettings({ PAYLOAD_SECRET: 'one', CAPTCHA_HMAC_KEY: 'k' } as never)
    expect(own.hmacKey).toBe('k')
  })
})

describe('captcha verification', () => {
  it('accepts a solved challenge once, then refuses it as replayed', async () => {
    const used = memoryUsedChallenges()
    const payload = await solvedCaptcha(settings)
    expect(await verifyCaptcha(payload, used, settings)).toEqual({ ok: true })
    expect(await verifyCaptcha(payload, used, settings)).toEqual({
      ok: false,
      reason: 'replayed',
    })
    // Another challenge is still welcome.
    expect(await verifyCaptcha(await solvedCaptcha(settings), used, settings)).toEqual({ ok: true })
  })

  it('refuses an expired challenge', async () => {
    const payload = await solvedCaptcha({ ...settings, ttlSeconds: 1 })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5_000)
    expect(await verifyCaptcha(payload, memoryUsedChallenges(), settings)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuses a tampered challenge, a wrong solution and another server’s key', async () => {
    const used = memoryUsedChallenges()
    const original = decode(await solvedCaptcha(settings))
    const cheaper = structuredClone(original)
    cheaper.challenge.parameters.keyPrefix = '00'
    expect(await verifyCaptcha(encode(cheaper), used, settings)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const later = structuredClone(original)
    later.challenge.parameters.expiresAt += 3600
    expect(await verifyCaptcha(encode(later), used, settings)).toMatchObject({ ok: false })
    const wrong = structuredClone(original)
    wrong.solution.derivedKey = 'ab'.repeat(32)
    expect(await verifyCaptcha(encode(wrong), used, settings)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const foreign = captchaSettings({ PAYLOAD_SECRET: 'another', CAPTCHA_COST: '1' } as never)
    expect(await verifyCaptcha(encode(original), used, foreign)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    // None of the refused attempts used the challenge up.
    expect(await verifyCaptcha(encode(original), used, settings)).toEqual({ ok: true })
  })

  it('refuses missing and malformed payloads without throwing', async () => {
    const used = memoryUsedChallenges()
    for (const value of [undefined, null, '']) {
      expect(await verifyCaptcha(value, used, settings)).toEqual({ ok: false, reason: 'missing' })
    }
    const test = encode({ challenge: null, solution: null, test: true })
    for (const value of [42, {}, 'not base64 !', 'x'.repeat(5000), test, encode({ a: 1 })]) {
      expect(await verifyCaptcha(value, used, settings)).toEqual({
        ok: false,
        reason: 'malformed',
      })
    }
  })

  it('hands out signed challenges with an expiry and the configured work', async () => {
    const challenge = await newChallenge(settings)
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 })
    expect(challenge.parameters.keySignature).toBeTruthy()
    const expiresAt = challenge.parameters.expiresAt ?? 0
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(590_000)
  })
})

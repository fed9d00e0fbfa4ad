import { createHmac } from 'node:crypto'
import { payloadSecret } from '@/cms/secret'

/**
 * The captcha's settings, read from the environment (README, "Configuration"):
 *
 * - CAPTCHA_HMAC_KEY signs challenges; without it a key is derived from PAYLOAD_SECRET (itself
 *   required to be private in production), so one secret is enough to run the site.
 * - CAPTCHA_COST (PBKDF2 rounds per attempt) and CAPTCHA_MAX_COUNTER (the secret counter is drawn
 *   between half of it and it) set the work: a browser makes about `counter × cost` rounds. Tests
 *   set both tiny so that a challenge solves in a millisecond.
 * - A challenge is valid for CAPTCHA_TTL_SECONDS (default 10 minutes).
 */
export interface CaptchaSettings {
  algorithm: 'PBKDF2/SHA-256'
  /** Signs the challenge parameters. */
  hmacKey: string
  /** Signs the expected derived key, so a solution is verified with one HMAC, not a derivation. */
  keySignatureKey: string
  cost: number
  maxCounter: number
  ttlSeconds: number
}

/** Production defaults: about a second of background work in a current browser (decisions). */
export const DEFAULT_COST = 1_000
export const DEFAULT_MAX_COUNTER = 2_000
export const DEFAULT_TTL_SECONDS = 10 * 60

function positiveInteger(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : fallback
}

const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`maison-solaine:${purpose}`).digest('hex')

export function captchaSettings(env: NodeJS.ProcessEnv = process.env): CaptchaSettings {
  const hmacKey = env.CAPTCHA_HMAC_KEY?.trim() || derive(payloadSecret(env), 'captcha')
  return {
    algorithm: 'PBKDF2/SHA-256',
    hmacKey,
    keySignatureKey: derive(hmacKey, 'captcha-key-signature'),
    cost: positiveInteger(env.CAPTCHA_COST, DEFAULT_COST),
    // The counter is a uint32 in ALTCHA v2.
    maxCounter: Math.min(
      positiveInteger(env.CAPTCHA_MAX_COUNTER, DEFAULT_MAX_COUNTER),
      2 ** 32 - 1,
    ),
    ttlSeconds: positiveInteger(env.CAPTCHA_TTL_SECONDS, DEFAULT_TTL_SECONDS),
  }
}

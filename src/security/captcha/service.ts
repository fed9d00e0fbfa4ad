import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'
import { type CaptchaSettings, captchaSettings } from './settings'

/**
 * The captcha (issue 12): a self-hosted ALTCHA proof of work. The server hands out signed
 * challenges (GET /api/captcha/challenge/); the browser's widget finds the secret counter in the
 * background and sends `{ challenge, solution }` (base64 JSON) with the form; the server checks
 * the signature, the expiry and the solution, and accepts each challenge once (UsedChallenges).
 * Pure but for the store, so that any public form (sign-up, newsletter, web forms, bookings…)
 * uses it through one endpoint option: `captcha: true` (src/server/http/endpoint.ts).
 */

/** Remembers the challenges already accepted until they expire; true when `id` is new. */
export interface UsedChallenges {
  markUsed(id: string, expiresAt: Date): Promise<boolean>
}

export type CaptchaRefusal = 'missing' | 'malformed' | 'expired' | 'invalid' | 'replayed'
export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaRefusal }

/** A fresh signed challenge, as the widget fetches it. */
export async function newChallenge(
  settings: CaptchaSettings = captchaSettings(),
): Promise<Challenge> {
  const { maxCounter } = settings
  return createChallenge({
    algorithm: settings.algorithm,
    cost: settings.cost,
    // At least half the maximum, so that the work (and the wait) varies within a factor of two.
    counter: randomInt(maxCounter, Math.max(1, Math.ceil(maxCounter / 2))),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + settings.ttlSeconds,
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: settings.keySignatureKey,
  })
}

/** The widget's payload, decoded: bounded in size and shape before any cryptography. */
const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]+$/i)
    .max(max)
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string().max(32),
        nonce: hex(64),
        salt: hex(64),
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: hex(128),
        keySignature: hex(128).optional(),
        expiresAt: z.number().int().positive(),
      })
      .loose(),
    signature: hex(128),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex(128),
    time: z.number().optional(),
  }),
})

const MAX_PAYLOAD_CHARS = 4096

function decode(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
  } catch {
    return undefined
  }
}

/** Checks a solution sent with a form and marks its challenge used: a second use is refused. */
export async function verifyCaptcha(
  value: unknown,
  used: UsedChallenges,
  settings: CaptchaSettings = captchaSettings(),
): Promise<CaptchaVerdict> {
  if (value === undefined || value === null || value === '') return { ok: false, reason: 'missing' }
  if (typeof value !== 'string' || value.length > MAX_PAYLOAD_CHARS) {
    return { ok: false, reason: 'malformed' }
  }
  const parsed = payloadSchema.safeParse(decode(value))
  if (!parsed.success) return { ok: false, reason: 'malformed' }
  const { challenge, solution } = parsed.data
  if (challenge.parameters.algorithm !== settings.algorithm) return { ok: false, reason: 'invalid' }
  let result: Awaited<ReturnType<typeof verifySolution>>
  try {
    result = await verifySolution({
      challenge: challenge as Challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: settings.hmacKey,
      hmacKeySignatureSecret: settings.keySignatureKey,
    })
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (result.expired) return { ok: false, reason: 'expired' }
  if (!result.verified) return { ok: false, reason: 'invalid' }
  // Signed, so the nonce is ours and unique; it is kept until the challenge would expire anyway.
  const fresh = await used.markUsed(
    challenge.parameters.nonce.toLowerCase(),
    new Date(challenge.parameters.expiresAt * 1000),
  )
  return fresh ? { ok: true } : { ok: false, reason: 'replayed' }
}

/** A used-challenge list in memory (unit tests, and a model of the contract). */
export function memoryUsedChallenges(now: () => number = Date.now): UsedChallenges {
  const entries = new Map<string, number>()
  return {
    async markUsed(id, expiresAt) {
      for (const [key, until] of entries) if (until < now()) entries.delete(key)
      if (entries.has(id)) return false
      entries.set(id, expiresAt.getTime())
      return true
    },
  }
}

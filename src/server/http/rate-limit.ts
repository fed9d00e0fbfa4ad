import 'server-only'
import { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import {
  LOCKOUT_MEMORY_SECONDS,
  lockoutSeconds,
  RATE_RULES,
  type RateRule,
  type RateRuleName,
  retryAfterSeconds,
} from './rate-rules'
import { HttpRefusal } from './refusal'

/**
 * Counters of src/server/http/rate-rules.ts in rate-limiter-flexible. RATE_LIMIT_STORE=memory
 * (default: one server process) or redis (REDIS_URL; several instances share the counters, and
 * a Redis outage falls back to per-process memory instead of failing requests). Counters expire
 * with their window in both stores: nothing grows without bound.
 */

type LimiterName = RateRuleName | 'signInLockouts'

const limiters = new Map<LimiterName, RateLimiterAbstract>()
let redis: Redis | undefined

function ruleOf(name: LimiterName): RateRule {
  return name === 'signInLockouts'
    ? { points: 1_000_000, seconds: LOCKOUT_MEMORY_SECONDS }
    : RATE_RULES[name]
}

function limiter(name: LimiterName): RateLimiterAbstract {
  const existing = limiters.get(name)
  if (existing) return existing
  const { points, seconds } = ruleOf(name)
  const options = {
    keyPrefix: `${process.env.RATE_LIMIT_PREFIX ?? 'rl'}:${name}`,
    points,
    duration: seconds,
  }
  let created: RateLimiterAbstract
  if (process.env.RATE_LIMIT_STORE === 'redis') {
    // Commands wait for the connection (queued) but give up quickly: a Redis outage then falls
    // back to the in-memory insurance limiter instead of holding requests.
    redis ??= new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
    })
    created = new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    })
  } else {
    created = new RateLimiterMemory(options)
  }
  limiters.set(name, created)
  return created
}

/** Forgets every limiter (tests switch stores or prefixes). */
export async function resetRateLimiters(): Promise<void> {
  limiters.clear()
  const client = redis
  redis = undefined
  await client?.quit().catch(() => undefined)
}

export interface RateDecision {
  allowed: boolean
  /** Seconds until the next request is allowed (0 when allowed). */
  retryAfter: number
}

/** Counts one request of `name` for `key` (a client address, or address + account). */
export async function hitRateLimit(name: RateRuleName, key: string): Promise<RateDecision> {
  try {
    await limiter(name).consume(key)
    return { allowed: true, retryAfter: 0 }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { allowed: false, retryAfter: retryAfterSeconds(error.msBeforeNext) }
    }
    throw error
  }
}

/** The 429 answer: translated message naming the wait, and Retry-After. */
export function rateLimited(retryAfter: number): HttpRefusal {
  return new HttpRefusal(
    429,
    'rateLimited',
    'http.error.rateLimited',
    { retryAfter },
    { 'Retry-After': String(retryAfter) },
  )
}

/** As hitRateLimit, refusing the request (429) when the limit is reached. */
export async function enforceRateLimit(name: RateRuleName, key: string): Promise<void> {
  const decision = await hitRateLimit(name, key)
  if (!decision.allowed) throw rateLimited(decision.retryAfter)
}

const accountKey = (client: string, account: string) => `${client}|${account.trim().toLowerCase()}`

/** Seconds this client is still kept from signing in to `account` (0: not locked). */
export async function signInLockedFor(client: string, account: string): Promise<number> {
  const state = await limiter('signInFailures').get(accountKey(client, account))
  if (!state || state.consumedPoints <= RATE_RULES.signInFailures.points) return 0
  return retryAfterSeconds(state.msBeforeNext)
}

/**
 * Counts a failed sign-in of this client to `account`; the 5th failure in the window locks this
 * client (only) out of the account, for longer at each lockout. Returns the lockout's seconds, or
 * 0 when the client may try again.
 */
export async function recordSignInFailure(client: string, account: string): Promise<number> {
  const key = accountKey(client, account)
  const failures = limiter('signInFailures')
  let remaining: number
  try {
    remaining = (await failures.consume(key)).remainingPoints
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    remaining = 0
  }
  if (remaining > 0) return 0
  const nth = await limiter('signInLockouts')
    .consume(key)
    .then((r) => r.consumedPoints)
    .catch((r: unknown) => (r instanceof RateLimiterRes ? r.consumedPoints : 1))
  const seconds = lockoutSeconds(nth)
  await failures.block(key, seconds)
  return seconds
}

/** A successful sign-in clears this client's failures on the account (not its lockout count). */
export async function clearSignInFailures(client: string, account: string): Promise<void> {
  await limiter('signInFailures').delete(accountKey(client, account))
}

import 'server-only'
import type { Payload } from 'payload'
import { rethrowIfDatabaseUnavailable } from '@/server/http/database-unavailable'
import { USED_CHALLENGES_SLUG } from './collection'
import type { UsedChallenges } from './service'

/** Expired entries are deleted at most this often per process, on a verification. */
const SWEEP_EVERY_MS = 5 * 60 * 1000
let lastSweep = 0

async function sweep(payload: Payload): Promise<void> {
  // One DELETE through the adapter (no per-document hooks): entries past their challenge's expiry
  // cannot be replayed anyway, since verification refuses an expired challenge first.
  await payload.db.deleteMany({
    collection: USED_CHALLENGES_SLUG,
    where: { expires_at: { less_than: new Date().toISOString() } },
  })
}

/**
 * Used challenges in the database (collection `captcha-challenges`): the unique nonce makes
 * "accept once" atomic on SQLite and PostgreSQL alike, across processes. A second insert of the
 * same nonce fails; it is a replay when the nonce is indeed there.
 */
export function databaseUsedChallenges(payload: Payload): UsedChallenges {
  return {
    async markUsed(nonce, expiresAt) {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now()
        sweep(payload).catch((err) =>
          payload.logger.warn({ err, msg: 'Captcha: expired challenges not swept' }),
        )
      }
      try {
        await payload.create({
          collection: USED_CHALLENGES_SLUG,
          data: { nonce, expires_at: expiresAt.toISOString() },
          overrideAccess: true,
          depth: 0,
        })
        return true
      } catch (error) {
        rethrowIfDatabaseUnavailable(error)
        const { totalDocs } = await payload.count({
          collection: USED_CHALLENGES_SLUG,
          where: { nonce: { equals: nonce } },
          overrideAccess: true,
        })
        if (totalDocs > 0) return false
        throw error
      }
    },
  }
}

/** Deletes expired entries now (tests; the store also does it on its own). */
export const sweepUsedChallenges = sweep

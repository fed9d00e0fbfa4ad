/**
 * Next.js's data and page cache shared by several app instances through Redis (issue 16 item 9),
 * switched on by CACHE_STORE=redis (REDIS_URL, default redis://127.0.0.1:6379). A publish on one
 * instance expires its tags in Redis, so every instance serves the new page on its next request.
 * Without CACHE_STORE=redis next.config.ts does not load this file: one process keeps Next's own
 * file-system cache. Plain JavaScript: Next loads it by path at run time.
 * @fortedigital/nextjs-cache-handler: the maintained successor of @neshca/cache-handler for
 * Next.js 15/16 (docs/decisions.md "Several instances").
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

/** Entries of one build never meet another build's: a deploy starts with a clean namespace. */
function keyPrefix() {
  let build = 'dev'
  try {
    build = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    // No build yet (next dev): one namespace is enough.
  }
  return `${process.env.CACHE_PREFIX ?? 'solaine'}:${build}:`
}

/** One promise per process (see onCreation). */
let configured

async function connect() {
  // The build renders pages once, in one process: no Redis needed (nor wanted) there.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] }
  const client = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
  })
  client.on('error', (error) => console.error(`[cache] Redis: ${error.message}`))
  try {
    await client.connect()
  } catch (error) {
    // Serving from a private cache beats not serving: this instance may lag a publish made on
    // another one until its entries expire. Said loudly, once.
    console.error(
      `[cache] CACHE_STORE=redis but Redis is unreachable (${String(error)}): this instance caches in its own memory.`,
    )
    return { handlers: [createLruHandler()] }
  }
  const prefix = keyPrefix()
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: prefix,
        // Both under keyPrefix already.
        sharedTagsKey: 'tags',
        sharedTagsTtlKey: 'tag-ttls',
        timeoutMs: 2000,
      }),
    ],
  }
}

CacheHandler.onCreation(() => {
  // Next makes several handler objects per process: one Redis connection serves them all.
  configured ??= connect()
  return configured
})

export default CacheHandler

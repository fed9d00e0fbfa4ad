import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

/**
 * Besides Next's cache (shared in Redis by cache-handler.mjs), each process keeps answers of its
 * own in memory: site search answers and indexes, the store locator's index. A publish clears
 * them in the process that saved; with several instances (CACHE_STORE=redis) that process also
 * announces the change on a Redis channel and every other instance clears its own copies. One
 * process alone needs no channel: the search answers also expire after a minute.
 */

const INSTANCE = randomUUID()
export const CONTENT_CHANNEL = `${process.env.CACHE_PREFIX ?? 'solaine'}:content-changed`

export interface ContentChange {
  /** The collection or global saved, e.g. 'pages', 'outlets', 'main-menu'. */
  source: string
}

const shared = () => process.env.CACHE_STORE === 'redis'
const redisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

let publisher: Redis | undefined

/** Tells the other instances (fire and forget: a lost message costs at most a minute of staleness). */
export function announceContentChange(change: ContentChange): void {
  if (!shared()) return
  publisher ??= new Redis(redisUrl(), { connectTimeout: 2000, maxRetriesPerRequest: 1 })
  publisher
    .publish(CONTENT_CHANNEL, JSON.stringify({ from: INSTANCE, source: change.source }))
    .catch((error: unknown) => console.error(`[cluster] announce failed: ${String(error)}`))
}

/** Parses a channel message; null for this instance's own announcements and for garbage. */
export function changeFromOthers(message: string, self: string = INSTANCE): ContentChange | null {
  try {
    const parsed: unknown = JSON.parse(message)
    if (!parsed || typeof parsed !== 'object') return null
    const { from, source } = parsed as { from?: unknown; source?: unknown }
    if (from === self || typeof source !== 'string') return null
    return { source }
  } catch {
    return null
  }
}

/** Subscribes once per process (instrumentation.ts); returns a stop function for tests. */
export async function listenForContentChanges(
  onChange: (change: ContentChange) => void,
): Promise<() => Promise<void>> {
  if (!shared()) return async () => undefined
  const subscriber = new Redis(redisUrl(), { connectTimeout: 2000 })
  subscriber.on('error', (error) => console.error(`[cluster] Redis: ${error.message}`))
  subscriber.on('message', (_channel, message: string) => {
    const change = changeFromOthers(message)
    if (change) onChange(change)
  })
  await subscriber.subscribe(CONTENT_CHANNEL)
  return async () => {
    await subscriber.quit().catch(() => undefined)
  }
}

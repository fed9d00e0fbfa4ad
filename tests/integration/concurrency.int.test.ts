import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

let h: Harness

beforeAll(async () => {
  h = await startPayload()
})
afterAll(async () => {
  await h?.close()
})

describe('many requests writing at once', () => {
  it('all succeed: a write waits for another one’s lock instead of failing', async () => {
    // Two browser tests signing up, bookmarking and counting rate limits write this much in a
    // moment; neither the SQLite file's lock nor the PostgreSQL pool may turn that into errors.
    const writes = Array.from({ length: 30 }, (_, i) =>
      h.payload.create({
        collection: 'rate-limits',
        data: { key: `concurrency-${i}`, count: 1, window_start: Date.now() },
        overrideAccess: true,
      }),
    )
    const settled = await Promise.allSettled(writes)
    const failed = settled.filter((s) => s.status === 'rejected')
    expect(failed.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([])
    const { totalDocs } = await h.payload.count({
      collection: 'rate-limits',
      where: { key: { like: 'concurrency-' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(30)
  })
})

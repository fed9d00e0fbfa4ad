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
    // Two browser tests signing up, bookmarking and joining the newsletter write this much in a
    // moment; neither the SQLite file's lock nor the PostgreSQL pool may turn that into errors.
    const writes = Array.from({ length: 30 }, (_, i) =>
      h.payload.create({
        collection: 'newsletter-signups',
        data: {
          email: `concurrency-${i}@example.com`,
          locale: 'en-ww',
          consent_text: 'I agree.',
          consented_at: new Date().toISOString(),
          source: 'footer',
          status: 'pending',
        },
        overrideAccess: true,
      }),
    )
    const settled = await Promise.allSettled(writes)
    const failed = settled.filter((s) => s.status === 'rejected')
    expect(failed.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([])
    const { totalDocs } = await h.payload.count({
      collection: 'newsletter-signups',
      where: { email: { like: 'concurrency-' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(30)
  })
})

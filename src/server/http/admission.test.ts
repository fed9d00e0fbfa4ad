import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { admissionFromEnv, createAdmission } from './admission.mjs'

/** A request/response pair with just what admission looks at: close, destroyed and an answer. */
function exchange() {
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    status: 0,
    headers: {} as Record<string, string>,
    body: '',
    writeHead(status: number, headers: Record<string, string>) {
      res.status = status
      res.headers = headers
      return res
    },
    end(body = '') {
      res.body = body
      res.emit('close')
    },
  })
  const req = { destroyed: false }
  return {
    req: req as unknown as IncomingMessage,
    res: res as unknown as ServerResponse & typeof res,
    leave() {
      req.destroyed = true
      res.destroyed = true
    },
  }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  vi.useRealTimers()
})

describe('admission control of the production server (issue 11, load figures)', () => {
  it('handles at most `limit` requests at once and starts the others in arrival order', async () => {
    const admission = createAdmission({ limit: 2, maxQueue: 10, leaseMs: 60_000 })
    const started: string[] = []
    const pairs = ['a', 'b', 'c', 'd'].map((name) => ({ name, ...exchange() }))
    for (const { name, req, res } of pairs) admission.admit(req, res, () => started.push(name))
    await turn()
    expect(started).toEqual(['a', 'b'])
    expect(admission.stats()).toEqual({ active: 2, waiting: 2, shed: 0 })

    pairs[1]?.res.end()
    await turn()
    expect(started).toEqual(['a', 'b', 'c'])
    pairs[0]?.res.end()
    await turn()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    expect(admission.stats()).toEqual({ active: 2, waiting: 0, shed: 0 })
  })

  it('starts at most one request per event-loop turn, so accepting connections keeps pace', async () => {
    const admission = createAdmission({ limit: 8, maxQueue: 10, leaseMs: 60_000 })
    const started: string[] = []
    for (const name of ['a', 'b', 'c']) {
      const { req, res } = exchange()
      admission.admit(req, res, () => started.push(name))
    }
    // The first starts at once: an idle server adds no delay.
    expect(started).toEqual(['a'])
    await turn()
    expect(started).toEqual(['a', 'b'])
    await turn()
    expect(started).toEqual(['a', 'b', 'c'])
  })

  it('a new request queues behind waiting ones even when a slot has just freed', async () => {
    const admission = createAdmission({ limit: 1, maxQueue: 10, leaseMs: 60_000 })
    const started: string[] = []
    const first = exchange()
    const second = exchange()
    admission.admit(first.req, first.res, () => started.push('first'))
    admission.admit(second.req, second.res, () => started.push('second'))
    first.res.end()
    const third = exchange()
    admission.admit(third.req, third.res, () => started.push('third'))
    await turn()
    expect(started).toEqual(['first', 'second'])
  })

  it('skips a client that left while waiting', async () => {
    const admission = createAdmission({ limit: 1, maxQueue: 10, leaseMs: 60_000 })
    const started: string[] = []
    const [a, b, c] = [exchange(), exchange(), exchange()]
    admission.admit(a.req, a.res, () => started.push('a'))
    admission.admit(b.req, b.res, () => started.push('b'))
    admission.admit(c.req, c.res, () => started.push('c'))
    b.leave()
    a.res.end()
    await turn()
    expect(started).toEqual(['a', 'c'])
  })

  it('answers 503 with Retry-After beyond the queue bound, in words a person can read', () => {
    const admission = createAdmission({ limit: 1, maxQueue: 1, leaseMs: 60_000 })
    const [a, b, c] = [exchange(), exchange(), exchange()]
    const run = vi.fn()
    admission.admit(a.req, a.res, run)
    admission.admit(b.req, b.res, run)
    admission.admit(c.req, c.res, run)
    expect(run).toHaveBeenCalledTimes(1)
    expect(c.res.status).toBe(503)
    expect(c.res.headers['retry-after']).toBe('1')
    expect(c.res.body).toMatch(/busy/)
    expect(admission.stats()).toEqual({ active: 1, waiting: 1, shed: 1 })
  })

  it('gives the slot of a long answer (a slow download) to the next request after the lease', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const admission = createAdmission({ limit: 1, maxQueue: 10, leaseMs: 5_000 })
    const started: string[] = []
    const [slow, next] = [exchange(), exchange()]
    admission.admit(slow.req, slow.res, () => started.push('slow'))
    admission.admit(next.req, next.res, () => started.push('next'))
    vi.advanceTimersByTime(4_999)
    await turn()
    expect(started).toEqual(['slow'])
    vi.advanceTimersByTime(1)
    await turn()
    expect(started).toEqual(['slow', 'next'])
    // The slow answer closing later does not free a second slot.
    slow.res.end()
    const third = exchange()
    admission.admit(third.req, third.res, () => started.push('third'))
    await turn()
    expect(started).toEqual(['slow', 'next'])
  })
})

describe('admission settings from the environment', () => {
  it.each([
    [{}, { limit: 8, maxQueue: 2000, leaseMs: 10_000 }],
    [
      { MAX_CONCURRENT_REQUESTS: '4', MAX_QUEUED_REQUESTS: '50', REQUEST_SLOT_MS: '2000' },
      { limit: 4, maxQueue: 50, leaseMs: 2000 },
    ],
    [{ MAX_CONCURRENT_REQUESTS: '' }, { limit: 8, maxQueue: 2000, leaseMs: 10_000 }],
  ])('%j → %j', (env, expected) => {
    expect(admissionFromEnv(env)).toEqual(expected)
  })

  it.each(['0', '-3', '1.5', 'many'])('refuses MAX_CONCURRENT_REQUESTS=%s', (value) => {
    expect(admissionFromEnv({ MAX_CONCURRENT_REQUESTS: value })).toEqual({
      error: `MAX_CONCURRENT_REQUESTS: not a positive integer: ${value}`,
    })
  })
})

// Plain JavaScript (JSDoc-typed) because server.mjs runs it under plain Node before Next loads.

/**
 * Admission control for the production server: at most `limit` requests are handled at once, the
 * rest wait their turn in arrival order.
 *
 * Why: Node (libuv ≥ 1.45) accepts one new connection per event-loop turn. Without a bound, a
 * saturated server starts every request it reads, each turn grows long, and new connections wait
 * in the kernel's queue for seconds (bench/load.mjs saw ~150 of 200 first requests time out at
 * 10 s). With a bound, a turn stays short, new connections are accepted at once, and a waiting
 * request's delay is its place in the queue: the slowest answer under load is bounded.
 *
 * A slot is held until the response closes or for `leaseMs`, whichever comes first, so a slow
 * download (a video to a phone) cannot hold a slot for minutes. Beyond `maxQueue` waiting
 * requests the server sheds load: 503 with Retry-After, which a client or proxy can retry.
 *
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @param {{ limit: number, maxQueue: number, leaseMs: number, retryAfterSeconds?: number }} options
 */
export function createAdmission({ limit, maxQueue, leaseMs, retryAfterSeconds = 1 }) {
  if (!(limit >= 1) || !(maxQueue >= 0) || !(leaseMs > 0)) throw new Error('admission: bad options')
  let active = 0
  /** @type {Array<{ req: Req, res: Res, run: () => void }>} */
  const waiting = []
  let shed = 0

  /** Whether a request started this turn; the next may start on the next turn. */
  let paced = false

  const nextTurn = () => {
    paced = false
    startOne()
  }

  const startOne = () => {
    while (active < limit && waiting.length > 0) {
      const next = /** @type {{ req: Req, res: Res, run: () => void }} */ (waiting.shift())
      // A client that left while waiting needs no answer.
      if (next.req.destroyed || next.res.destroyed) continue
      start(next.res, next.run)
      return
    }
  }

  const release = () => {
    active--
    if (!paced) startOne()
  }

  /** @param {Res} res @param {() => void} run */
  const start = (res, run) => {
    active++
    // At most one request starts per event-loop turn: a turn that started many would delay the
    // one connection libuv accepts per turn (bench/load.mjs: 200 connections took 6 s to accept).
    if (!paced) {
      paced = true
      setImmediate(nextTurn)
    }
    let released = false
    const once = () => {
      if (released) return
      released = true
      clearTimeout(lease)
      release()
    }
    const lease = setTimeout(once, leaseMs)
    lease.unref?.()
    res.once('close', once)
    run()
  }

  return {
    /**
     * Runs `run` now or when a slot frees up.
     * @param {Req} req @param {Res} res @param {() => void} run
     */
    admit(req, res, run) {
      if (active < limit && waiting.length === 0 && !paced) return start(res, run)
      if (waiting.length >= maxQueue) {
        shed++
        res.writeHead(503, {
          'content-type': 'text/plain; charset=utf-8',
          'retry-after': String(retryAfterSeconds),
          'cache-control': 'no-store',
        })
        res.end('The server is busy. Please try again in a moment.')
        return
      }
      waiting.push({ req, res, run })
      if (!paced) startOne()
    },
    /** Figures for a health or bench read-out. */
    stats() {
      return { active, waiting: waiting.length, shed }
    },
  }
}

/**
 * MAX_CONCURRENT_REQUESTS (default 8), MAX_QUEUED_REQUESTS (default 2000) and
 * REQUEST_SLOT_MS (default 10000) from the environment; a value that is not a positive
 * integer is an error, so a typo does not silently turn the bound off.
 * @param {Record<string, string | undefined>} env
 * @returns {{ limit: number, maxQueue: number, leaseMs: number } | { error: string }}
 */
export function admissionFromEnv(env) {
  /** @type {Array<[string, string, number]>} */
  const names = [
    ['limit', 'MAX_CONCURRENT_REQUESTS', 8],
    ['maxQueue', 'MAX_QUEUED_REQUESTS', 2000],
    ['leaseMs', 'REQUEST_SLOT_MS', 10_000],
  ]
  /** @type {Record<string, number>} */
  const out = {}
  for (const [key, name, fallback] of names) {
    const raw = env[name]
    if (raw === undefined || raw === '') {
      out[key] = fallback
      continue
    }
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 1)
      return { error: `${name}: not a positive integer: ${raw}` }
    out[key] = value
  }
  return /** @type {{ limit: number, maxQueue: number, leaseMs: number }} */ (out)
}

import net, { type AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signIn as signInService } from '@/account/server/accounts'
import { memberFromToken } from '@/account/server/session'
import { DATABASE_RETRY_AFTER_SECONDS } from '@/server/http/database-unavailable'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'
import { rest } from './rest-client'

/**
 * Issue 11 (reliability): with the database out of reach, APIs answer 503 with Retry-After,
 * /api/health/ says so, nothing crashes, and the same Payload instance works again once the
 * database is back. On PostgreSQL the app connects through a TCP relay this file cuts and
 * restores (the shared server itself keeps running); on SQLite the client is closed and reopened.
 */

/** A TCP relay to the PostgreSQL server that can be cut (like a stopped server) and restored. */
class TcpRelay {
  port = 0
  private server: net.Server | undefined
  private readonly sockets = new Set<net.Socket>()

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host)
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(socket)
        socket.on('error', () => socket.destroy())
        socket.on('close', () => {
          this.sockets.delete(socket)
          other.destroy()
        })
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      // The same port again after a cut: the app's connection string does not change.
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.address() as AddressInfo).port
    this.server = server
  }

  /** Drops every open connection and refuses new ones (ECONNREFUSED), as a stopped server. */
  async cut(): Promise<void> {
    const server = this.server
    this.server = undefined
    const closed = new Promise<void>((resolve) =>
      server ? server.close(() => resolve()) : resolve(),
    )
    for (const socket of this.sockets) socket.destroy()
    await closed
  }

  /** The URL of the same database, through this relay. */
  via(url: string): string {
    const u = new URL(url)
    u.hostname = '127.0.0.1'
    u.port = String(this.port)
    return u.toString()
  }
}

type Handler = (request: Request, route?: unknown) => Promise<Response>

let h: Harness
let relay: TcpRelay | undefined
let health: () => Promise<Response>
let newsletter: Handler
let signIn: Handler
let getPayloadClient: () => Promise<Payload>
const unhandled: unknown[] = []
const onUnhandled = (error: unknown) => unhandled.push(error)

const SITE = 'http://localhost:3000'
const MEMBER = { email: 'outage@example.com', password: 'Correct-horse-battery-9' }

beforeAll(async () => {
  process.on('uncaughtException', onUnhandled)
  process.on('unhandledRejection', onUnhandled)
  const base = process.env.TEST_POSTGRES_URL
  if (process.env.TEST_DB === 'postgres' && base) {
    const target = new URL(base)
    relay = new TcpRelay({ host: target.hostname, port: Number(target.port || 5432) })
    await relay.open()
  }
  const through = relay
  h = await startPayload(through ? { connectVia: (url) => through.via(url) } : {})
  // Route modules load the Payload config: import them only once the harness set DATABASE_URL.
  health = (await import('@/app/api/health/route')).GET
  newsletter = (await import('@/app/api/newsletter/route')).POST as Handler
  signIn = (await import('@/app/api/members/sign-in/route')).POST as Handler
  getPayloadClient = (await import('@/content/payload')).getPayloadClient

  const member = await h.payload.create({
    collection: 'members',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: {
      email: MEMBER.email,
      password: MEMBER.password,
      first_name: 'Odile',
      last_name: 'Panne',
      date_of_birth: '1985-03-02',
      country: 'FR',
      locale: 'fr-fr',
      level: 'level0',
      points: 0,
    },
  })
  await h.payload.db.updateOne({
    collection: 'members',
    id: member.id,
    data: { _verified: true },
    returning: false,
  })
})

afterAll(async () => {
  // The throwaway database is dropped through the real server; the relay only has to be gone.
  await h?.close()
  await relay?.cut()
  process.off('uncaughtException', onUnhandled)
  process.off('unhandledRejection', onUnhandled)
})

const post = (path: string, body: unknown, client: string) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      host: 'localhost:3000',
      referer: `${SITE}/fr-fr/`,
      // Each call its own client address: the rate limits are not what is tested here.
      'x-forwarded-for': client,
    },
  })

let calls = 0
const subscribe = async (email: string) =>
  newsletter(
    post(
      '/api/newsletter/',
      {
        email,
        locale: 'fr-fr',
        consent: true,
        consentText: 'J’accepte.',
        altcha: await solvedCaptcha(),
      },
      `198.51.100.${++calls}`,
    ),
  )
const signInCall = (password: string) =>
  signIn(post('/api/members/sign-in/', { email: MEMBER.email, password }, `203.0.113.${++calls}`))

/** Payload's REST sign-in of a CMS editor (an address with no account). */
const editorSignIn = () =>
  rest('POST', '/api/users/login', {
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify({ email: 'editor@example.com', password: 'not-the-password' }),
  })

/** Takes the database away: the relay cut (PostgreSQL) or the client closed (SQLite). */
async function takeDatabaseAway() {
  if (relay) {
    await relay.cut()
    // As when a server stops: the idle connections learn of it before the next request.
    const pool = (h.payload.db as unknown as { pool: { totalCount: number } }).pool
    for (let i = 0; i < 500 && pool.totalCount > 0; i++) await new Promise((r) => setTimeout(r, 20))
    return
  }
  ;(h.payload.db as unknown as { client: { close: () => void } }).client.close()
}

/** Brings it back: the relay reopened on its port, or (SQLite) the adapter's client reopened. */
async function bringDatabaseBack() {
  if (relay) {
    await relay.open()
    return
  }
  const db = h.payload.db as unknown as {
    client?: unknown
    connect: (o: { hotReload: boolean }) => Promise<void>
  }
  db.client = undefined
  await db.connect({ hotReload: true })
}

async function answer(response: Response) {
  return { status: response.status, headers: response.headers, json: await response.json() }
}

describe('database outage (issue 11)', () => {
  let token = ''

  it('works normally while the database answers', async () => {
    expect((await health()).status).toBe(200)
    expect((await answer(await subscribe('before@example.com'))).status).toBe(200)
    expect((await answer(await signInCall('wrong-password-1'))).status).toBe(401)
    const signedIn = await signInService(h.payload, MEMBER, 'test-before')
    if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.error}`)
    token = signedIn.token
    expect(await memberFromToken(h.payload, token)).toMatchObject({ email: MEMBER.email })
  })

  it('answers 503 with Retry-After and a translated message while the database is away', async () => {
    const logged = vi.spyOn(h.payload.logger, 'error')
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // Payload logs the REST failure as an error of its own: keep the output readable.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await takeDatabaseAway()
    try {
      const started = Date.now()
      const down = await answer(await health())
      expect(down.status).toBe(503)
      expect(down.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
      expect(down.json).toEqual({ status: 'unavailable', reason: 'database: unreachable' })

      const newsletterDown = await answer(await subscribe('during@example.com'))
      expect(newsletterDown.status).toBe(503)
      expect(newsletterDown.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
      expect(newsletterDown.json).toMatchObject({
        ok: false,
        error: 'unavailable',
        message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
      })

      // The right password and a wrong one: neither is read as wrong credentials.
      for (const password of [MEMBER.password, 'wrong-password-2']) {
        const signInDown = await answer(await signInCall(password))
        expect(signInDown.status).toBe(503)
        expect(signInDown.json).toMatchObject({ ok: false, error: 'unavailable' })
      }
      // Payload's own REST API answers the same way (the config's afterError hook): an editor
      // signing in to the admin is not told the password is wrong.
      const restDown = await editorSignIn()
      expect(restDown.status).toBe(503)
      expect(restDown.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
      // Payload's error shape, with the top-level code and message the REST guard adds.
      expect(restDown.json).toMatchObject({
        errors: [{ message: expect.stringMatching(/unavailable/) }],
        error: 'unavailable',
        message: expect.stringMatching(/unavailable/),
      })

      // A signed-in member is not taken for signed out: the lookup fails instead.
      await expect(memberFromToken(h.payload, token)).rejects.toThrow()
      // Failing fast: no call waited for a connection timeout.
      expect(Date.now() - started).toBeLessThan(15_000)

      if (relay) {
        // The pool's listener (onInit) logged the lost connection once, not once per request.
        const lost = logged.mock.calls.filter((call) =>
          JSON.stringify(call).includes('Database connection lost'),
        )
        expect(lost).toHaveLength(1)
      }
      expect(warned).toHaveBeenCalled()
    } finally {
      warned.mockRestore()
      consoleError.mockRestore()
      logged.mockRestore()
    }
  })

  it('recovers without a restart once the database is back', async () => {
    await bringDatabaseBack()
    // The same Payload instance the routes use: nothing was re-initialised. (The routes' handle
    // is the site's view of it, one per instance: src/content/read-mode.ts.)
    const { siteView } = await import('@/content/read-mode')
    expect(await getPayloadClient()).toBe(siteView(h.payload))
    const up = await answer(await health())
    expect(up.status).toBe(200)
    expect(up.headers.get('retry-after')).toBeNull()
    expect((await answer(await subscribe('after@example.com'))).json).toEqual({
      ok: true,
      created: true,
    })
    expect((await editorSignIn()).status).toBe(401)
    expect((await answer(await signInCall('wrong-password-3'))).status).toBe(401)
    expect((await answer(await signInCall(MEMBER.password))).status).toBe(200)
    expect(await memberFromToken(h.payload, token)).toMatchObject({ email: MEMBER.email })
    // Nothing was stored while the database was away, and nothing was lost around it.
    const { docs } = await h.payload.find({
      collection: 'newsletter-signups',
      overrideAccess: true,
      sort: 'email',
    })
    expect(docs.map((d) => d.email)).toEqual(['after@example.com', 'before@example.com'])
  })

  it('raised no unhandled error and kept the process alive', () => {
    expect(unhandled).toEqual([])
  })
})

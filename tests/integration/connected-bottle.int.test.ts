import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mintBottles } from '@/bottles/server/mint'
import { type Harness, startPayload } from './payload-harness'
import { rest } from './rest-client'

/**
 * Connected bottles (issue 15) through the real route, on SQLite and PostgreSQL: a minted code
 * is genuine and its scans are counted from the first; a changed, made-up or unminted code is
 * unknown and logged; bad input is a 400, never a 500; bottles stay out of REST.
 */

let h: Harness
type Handler = (request: Request) => Promise<Response>
let verify: Handler
const SITE = 'http://site.test'
let clients = 0
let codes: string[] = []

async function scan(body: unknown, raw?: string) {
  const response = await verify(
    new Request(`${SITE}/api/bottles/verify/`, {
      method: 'POST',
      body: raw ?? JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        'x-ms-test-client': `198.19.${Math.floor(++clients / 250)}.${clients % 250}`,
      },
    }),
  )
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below.
    json: (await response.json().catch(() => undefined)) as Record<string, any>,
  }
}

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = 'x-ms-test-client'
  h = await startPayload()
  verify = (await import('@/app/api/bottles/verify/route')).POST as Handler
  const product = await h.payload.create({
    collection: 'products',
    locale: 'en-ww',
    data: {
      title: 'Solaine XO',
      slug: 'xo',
      available: true,
      range: 'core',
      sort_order: 1,
      small_description: 'The house’s signature.',
      flavour_profile: { fruity: 3, floral: 2, spicy: 2, woody: 4, sweet: 3 },
      abv: 40,
      volume_ml: 700,
    } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const minted = await mintBottles(h.payload, {
    batch: 'XO-2026-A',
    productId: product.id,
    count: 3,
    bottledOn: '2026-03-02',
  })
  codes = minted.map((m) => m.code)
}, 120_000)

afterAll(async () => {
  await h?.close()
})

describe('connected bottles', () => {
  it('mints numbered bottles, continuing a batch’s serials', async () => {
    expect(codes).toHaveLength(3)
    expect(codes[0]).toMatch(/^XO-2026-A-1-/)
    const more = await mintBottles(h.payload, {
      batch: 'XO-2026-A',
      productId: (await h.payload.find({ collection: 'products', limit: 1 })).docs[0]?.id ?? 0,
      count: 1,
    })
    expect(more[0]?.serial).toBe(4)
  })

  it('a genuine bottle is shown with its cognac; each scan counts, the first is remembered', async () => {
    const first = await scan({ code: codes[0], locale: 'en-ww' })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({
      status: 'genuine',
      batch: 'XO-2026-A',
      serial: 1,
      bottledOn: expect.stringMatching(/^2026-03-02/),
      scanCount: 1,
      product: { title: 'Solaine XO', slug: 'xo' },
    })
    const second = await scan({ code: codes[0], locale: 'en-ww' })
    expect(second.json).toMatchObject({ status: 'genuine', scanCount: 2 })
    expect(second.json.firstScanAt).toBe(first.json.firstScanAt)
    // Another bottle of the batch has its own count.
    expect((await scan({ code: codes[1], locale: 'en-ww' })).json.scanCount).toBe(1)
  })

  it('a changed, made-up or unminted code is unknown, and logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const code = codes[2] ?? ''
      const otherSerial = code.replace('-3-', '-9-')
      const { signBottleCode } = await import('@/rules/bottle-code')
      const { payloadSecret } = await import('@/cms/secret')
      const unminted = signBottleCode(payloadSecret(), { batch: 'XO-2026-A', serial: 999 })
      const lastChanged = `${code.slice(0, -1)}${code.endsWith('x') ? 'y' : 'x'}`
      for (const bad of [otherSerial, lastChanged, unminted, 'hello']) {
        const answer = await scan({ code: bad, locale: 'en-ww' })
        expect(answer).toEqual({ status: 200, json: { status: 'unknown' } })
      }
      const logged = warn.mock.calls.map((c) => JSON.parse(String(c[0])))
      expect(logged.map((l) => l.reason)).toEqual([
        'tampered',
        'tampered',
        'notMinted',
        'malformed',
      ])
      expect(logged.every((l) => l.event === 'bottle.unknownCode')).toBe(true)
    } finally {
      warn.mockRestore()
    }
    // A refused code never counted a scan.
    const third = await h.payload.find({
      collection: 'bottles',
      where: { serial: { equals: 3 } },
      overrideAccess: true,
    })
    expect(third.docs[0]?.scan_count).toBe(0)
  })

  it.each([
    ['no code', { locale: 'en-ww' }],
    ['an empty code', { code: '', locale: 'en-ww' }],
    ['a code too long', { code: 'A'.repeat(500), locale: 'en-ww' }],
    ['an unknown locale', { code: 'XO-1-aaaaaaaaaaaaaaaa', locale: 'xx-yy' }],
    ['a number', { code: 42, locale: 'en-ww' }],
  ])('%s is a 400', async (_, body) => {
    const answer = await scan(body)
    expect(answer.status).toBe(400)
    expect(answer.json.message).toMatch(/\S/)
  })

  it('answers a body that is not JSON with a 400', async () => {
    expect((await scan(null, '{not json')).status).toBe(400)
  })

  it('keeps bottles out of REST for visitors', async () => {
    expect((await rest('GET', '/api/bottles')).status).toBe(403)
    expect((await rest('GET', '/api/bottles?where[serial][equals]=1')).status).toBe(403)
    const create = await rest('POST', '/api/bottles', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code_id: 'X/1', batch: 'X', serial: 1, product: 1 }),
    })
    expect(create.status).toBe(403)
  })
})

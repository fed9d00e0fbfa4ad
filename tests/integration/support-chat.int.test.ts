import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '@/account/email/outbox'
import { deferredIdle } from '@/account/server/deferred'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'

/**
 * The en-us support chat's own form (issue 14, SPEC §6) on both databases: POST
 * /api/support-chat/ stores the conversation (status "new", the page it came from) and mails the
 * team with an admin link on SITE_URL (never the request's host); bad fields are a translated 400
 * per field with nothing stored, a missing captcha or a locale without the chat a 400, malformed
 * bodies 4xx, never a 500.
 */

let h: Harness
let POST: (request: Request) => Promise<Response>
const SITE = 'http://localhost:3000'
const CLIENT_HEADER = 'x-ms-test-client'
let clients = 0

const message = {
  locale: 'en-us',
  name: 'Ada Reyes',
  email: 'ada@example.com',
  message: 'Do you ship the XO to Ohio?\nThank you.',
  page: '/en-us/collection/xo/',
}

async function post(
  body: Record<string, unknown> | string,
  { captcha = true, host = SITE }: { captcha?: boolean; host?: string } = {},
) {
  const data =
    typeof body === 'string'
      ? body
      : JSON.stringify(captcha ? { ...body, altcha: await solvedCaptcha() } : body)
  const response = await POST(
    new Request(`${host}/api/support-chat/`, {
      method: 'POST',
      body: data,
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        [CLIENT_HEADER]: `198.21.${Math.floor(++clients / 250)}.${clients % 250}`,
      },
    }),
  )
  return {
    status: response.status,
    json: (await response.json().catch(() => ({}))) as Record<string, unknown> & {
      fields?: Record<string, string>
    },
  }
}

const stored = async () =>
  (await h.payload.count({ collection: 'support-chats', overrideAccess: true })).totalDocs

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = CLIENT_HEADER
  h = await startPayload()
  POST = (await import('@/app/api/support-chat/route')).POST as typeof POST
}, 120_000)

afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

describe('POST /api/support-chat/', () => {
  it('stores the conversation and emails the team with a SITE_URL admin link', async () => {
    const before = outboxMessages().length
    const answer = await post(message, { host: 'http://evil.test' })
    expect(answer.status).toBe(201)
    expect(answer.json).toEqual({ ok: true })
    const { docs } = await h.payload.find({
      collection: 'support-chats',
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      status: 'new',
      name: 'Ada Reyes',
      email: 'ada@example.com',
      message: 'Do you ship the XO to Ohio?\nThank you.',
      locale: 'en-us',
      page: '/en-us/collection/xo/',
    })
    await deferredIdle()
    expect(outboxMessages().length).toBe(before + 1)
    const mail = outboxMessages().find((m) => m.subject.includes('Ada Reyes'))
    expect(mail?.to).toContain('support@maison-solaine.example')
    expect(mail?.subject).toBe('Support chat: a message from Ada Reyes')
    expect(mail?.text).toContain('Your message: Do you ship the XO to Ohio?')
    expect(mail?.text).toContain(`${SITE}/admin/collections/support-chats/${docs[0]?.id}`)
    expect(mail?.text).toContain(`${SITE}/en-us/collection/xo/`)
    expect(mail?.text).not.toContain('evil.test')
  })

  it('keeps only a path of this site as the page', async () => {
    const answer = await post({ ...message, name: 'Page Test', page: 'https://evil.test/x' })
    expect(answer.status).toBe(201)
    const { docs } = await h.payload.find({
      collection: 'support-chats',
      where: { name: { equals: 'Page Test' } },
      overrideAccess: true,
    })
    expect(docs[0]?.page ?? null).toBeNull()
  })

  it.each([
    ['no name', { name: ' ' }, { name: 'Enter your name.' }],
    ['a bad email', { email: 'ada@' }, { email: 'Enter a valid email address.' }],
    [
      'a message too long',
      { message: 'a'.repeat(2001) },
      { message: 'Write your message (up to 2,000 characters).' },
    ],
  ])(
    'refuses %s: 400 with a translated text per field, nothing stored',
    async (_, over, fields) => {
      const before = await stored()
      const answer = await post({ ...message, ...over })
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe('invalid')
      expect(answer.json.fields).toEqual(fields)
      expect(await stored()).toBe(before)
    },
  )

  it('refuses a message without a solved captcha, and one from a locale without the chat', async () => {
    const before = await stored()
    const noCaptcha = await post(message, { captcha: false })
    expect(noCaptcha.status).toBe(400)
    expect(noCaptcha.json.error).toBe('captcha')
    const french = await post({ ...message, locale: 'fr-fr' })
    expect(french.status).toBe(400)
    expect(french.json).toMatchObject({
      error: 'unavailable',
      message: 'La discussion avec le service client n’est pas proposée dans ce pays.',
    })
    expect(await stored()).toBe(before)
  })

  it('answers malformed bodies with 4xx, never a 500', async () => {
    for (const raw of ['{', '[]', 'null', '{"locale":"en-us","name":5}']) {
      const answer = await post(raw)
      expect(answer.status, raw).toBeGreaterThanOrEqual(400)
      expect(answer.status, raw).toBeLessThan(500)
    }
    const wrongTypes = await post({ ...message, name: { first: 'Ada' } })
    expect(wrongTypes.status).toBe(400)
    const huge = await post({ ...message, message: 'x'.repeat(20_000) })
    expect(huge.status).toBe(413)
  })
})

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'
import { rest } from './rest-client'

/**
 * Personalised video cards (issue 15) through the real routes, on SQLite and PostgreSQL: a card
 * is stored and served by its token; a name or city against SPEC §5 is refused with a message in
 * the form's language; a file over 20 MB, a film over 30 s, a type that is not a card's and a
 * missing captcha are 4xx, never a 500; an expired card answers 410 once and is gone (404) after;
 * expired cards are purged when a new one is made; cards stay out of Payload's REST and files.
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
let POST: Handler
let MEDIA: Handler
const SITE = 'http://site.test'
let clients = 0
let png: Buffer

interface CardForm {
  name?: string
  city?: string
  locale?: string
  variant?: string
  seconds?: string
  file?: Blob | null
  captcha?: boolean
}

async function post(form: CardForm = {}) {
  const body = new FormData()
  if (form.captcha !== false) body.set('altcha', await solvedCaptcha())
  body.set('locale', form.locale ?? 'en-ww')
  body.set('variant', form.variant ?? 'standard')
  body.set('name', form.name ?? 'Camille')
  body.set('city', form.city ?? 'Cognac')
  body.set('seconds', form.seconds ?? '')
  const file =
    form.file === undefined ? new Blob([new Uint8Array(png)], { type: 'image/png' }) : form.file
  if (file) body.set('file', file, 'card.bin')
  const response = await POST(
    new Request(`${SITE}/api/video-cards/`, {
      method: 'POST',
      body,
      headers: {
        origin: SITE,
        'x-ms-test-client': `198.21.${Math.floor(++clients / 250)}.${clients % 250}`,
      },
    }),
  )
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below.
    json: (await response.json().catch(() => undefined)) as Record<string, any>,
  }
}

async function media(token: string) {
  return MEDIA(
    new Request(`${SITE}/api/video-cards/${token}/media/`, {
      headers: { 'x-ms-test-client': `198.22.0.${++clients % 250}` },
    }),
    { params: Promise.resolve({ token }) },
  )
}

async function expire(token: string) {
  await h.payload.update({
    collection: 'video-cards',
    where: { token: { equals: token } },
    data: { expires_at: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
}

const count = async (token: string) =>
  (
    await h.payload.count({
      collection: 'video-cards',
      where: { token: { equals: token } },
      overrideAccess: true,
    })
  ).totalDocs

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = 'x-ms-test-client'
  h = await startPayload()
  POST = (await import('@/app/api/video-cards/route')).POST as Handler
  MEDIA = (await import('@/app/api/video-cards/[token]/media/route')).GET as Handler
  png = await sharp({ create: { width: 54, height: 96, channels: 3, background: '#2a1608' } })
    .png()
    .toBuffer()
}, 300_000)

afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

describe('video cards', () => {
  it('stores a card and serves it by its token, with its sharing page address', async () => {
    const { status, json } = await post({ name: 'Nguyễn Thị Ánh', city: 'Hà Nội', locale: 'vi-vn' })
    expect(status, JSON.stringify(json)).toBe(201)
    expect(json.token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(json.url).toBe(`/vi-vn/video-card/share/${json.token}/`)
    const expires = new Date(json.expiresAt).getTime() - Date.now()
    expect(Math.round(expires / 86_400_000)).toBe(30) // VIDEO_CARD_TTL_DAYS default
    const answer = await media(json.token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await answer.arrayBuffer()).equals(png)).toBe(true)
  })

  it('makes a Noblesse card whose page is the Noblesse shared card', async () => {
    const { status, json } = await post({ variant: 'noblige', name: '陳小明', city: '台北' })
    expect(status).toBe(201)
    expect(json.url).toBe(`/en-ww/noblesse/shared-card/${json.token}/`)
    expect((await post({ variant: 'birthday' })).json.error).toBe('unknownVariant')
  })

  it('refuses a name or a city against SPEC §5 with a message in the form’s language', async () => {
    const fr = await post({ name: 'R2D2', city: 'Paris 75', locale: 'fr-fr' })
    expect(fr.status).toBe(400)
    expect(fr.json.error).toBe('invalid')
    expect(fr.json.message).toBe('Vérifiez le prénom et la ville.')
    expect(fr.json.fieldCodes).toEqual({ name: 'validation.name', city: 'validation.wordText' })
    expect(fr.json.fields.name).not.toBe(fr.json.fieldCodes.name)
    const ru = await post({ name: '', locale: 'ru-ru' })
    expect(ru.status).toBe(400)
    expect(ru.json.message).toBe('Проверьте имя и город.')
  })

  it('refuses a file over 20 MB (413), a film over 30 s, a foreign type (415), no file', async () => {
    const big = await post({
      file: new Blob([new Uint8Array(20 * 1024 * 1024 + 1)], { type: 'image/png' }),
      locale: 'pl-pl',
    })
    expect(big.status).toBe(413)
    expect(big.json.message).toBe('Kartka może ważyć najwyżej 20 MB.')
    const long = await post({
      file: new Blob([new Uint8Array(1000)], { type: 'video/webm' }),
      seconds: '31',
    })
    expect(long.status).toBe(400)
    expect(long.json.error).toBe('duration')
    const html = await post({ file: new Blob(['<script>1</script>'], { type: 'text/html' }) })
    expect(html.status).toBe(415)
    expect(html.json.error).toBe('type')
    expect((await post({ file: null })).status).toBe(400)
  })

  it('refuses a card without a solved captcha, and a body that is not a form', async () => {
    const { status, json } = await post({ captcha: false })
    expect(status).toBe(400)
    expect(json.error).toBe('captcha')
    const notForm = await POST(
      new Request(`${SITE}/api/video-cards/`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', origin: SITE },
      }),
    )
    expect(notForm.status).toBe(415)
  })

  it('answers 410 for an expired card, then 404: the card is gone', async () => {
    const { json } = await post()
    await expire(json.token)
    expect((await media(json.token)).status).toBe(410)
    expect(await count(json.token)).toBe(0)
    expect((await media(json.token)).status).toBe(404)
    expect((await media('not-a-token')).status).toBe(404)
  })

  it('purges expired cards when a new card is made', async () => {
    const old = await post({ name: 'Anna', city: 'Kraków' })
    await expire(old.json.token)
    expect(await count(old.json.token)).toBe(1)
    expect((await post({ name: 'Boris', city: 'Москва' })).status).toBe(201)
    expect(await count(old.json.token)).toBe(0)
  })

  it('keeps cards out of Payload’s REST API and file route', async () => {
    const { json } = await post()
    const [row] = (
      await h.payload.find({
        collection: 'video-cards',
        where: { token: { equals: json.token } },
        overrideAccess: true,
      })
    ).docs
    expect((await rest('GET', '/api/video-cards/')).status).toSatisfy((s: number) =>
      [401, 403].includes(s),
    )
    expect((await rest('GET', `/api/video-cards/file/${row?.filename}`)).status).toSatisfy(
      (s: number) => [401, 403, 404].includes(s),
    )
  })
})

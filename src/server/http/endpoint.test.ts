import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable'
import { endpoint, HttpRefusal } from './endpoint'

afterEach(() => {
  vi.restoreAllMocks()
})

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/x/', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })

describe('endpoint()', () => {
  const echo = endpoint(async ({ json }) =>
    Response.json(await json(z.object({ email: z.string(), locale: z.string().optional() }))),
  )

  it('hands the handler the body checked by zod', async () => {
    const response = await echo(post('{"email":"a@example.com"}'), undefined)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ email: 'a@example.com' })
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses a body that does not fit, in the language of the locale it names', async () => {
    const response = await echo(post('{"email":1,"locale":"fr-fr"}'), undefined)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      ok: false,
      error: 'badRequest',
      message: 'La requête n’a pas pu être lue. Veuillez vérifier ce que vous avez envoyé.',
    })
  })

  it('answers 413 in the page’s language for a body over the cap', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(70 * 1024) })
    const response = await echo(post(big, { referer: 'http://site.test/ru-ru/' }), undefined)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({
      error: 'tooLarge',
      message: 'Запрос слишком большой.',
    })
  })

  it('turns an unexpected error into a logged JSON 500 with the request id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = endpoint(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'x')")
    })
    const response = await broken(
      new Request('http://site.test/api/x/', { headers: { 'accept-language': 'zh-TW' } }),
      undefined,
    )
    expect(response.status).toBe(500)
    const body = (await response.json()) as Record<string, string>
    expect(body).toMatchObject({
      ok: false,
      error: 'server',
      message: '我們這邊發生錯誤，請再試一次。',
    })
    expect(body.requestId).toBe(response.headers.get('x-request-id'))
    expect(JSON.stringify(body)).not.toContain('reading')
    const logged = JSON.parse(String(log.mock.calls[0]?.[0])) as Record<string, unknown>
    expect(logged).toMatchObject({ requestId: body.requestId, path: '/api/x/' })
    expect(JSON.stringify(logged.err)).toContain('reading')
  })

  it('answers a thrown refusal as its translated JSON', async () => {
    const refusing = endpoint(async () => {
      throw new HttpRefusal(415, 'mediaType', 'http.error.mediaType')
    })
    const response = await refusing(new Request('http://site.test/api/x/?locale=es-mx'), undefined)
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({
      ok: false,
      error: 'mediaType',
      message: 'Esta dirección solo acepta JSON.',
    })
  })

  it('answers an unreachable database with a translated 503 and Retry-After, not a 500', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const down = endpoint(async () => {
      // What drizzle throws when pg cannot connect: the driver's error as the cause.
      throw new Error('Failed query: select 1', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        }),
      })
    })
    const response = await down(new Request('http://site.test/api/x/?locale=fr-fr'), undefined)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as Record<string, string>
    expect(body).toMatchObject({
      ok: false,
      error: 'unavailable',
      message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    })
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED')
    expect(body.requestId).toBe(response.headers.get('x-request-id'))
    expect(error).not.toHaveBeenCalled()
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ requestId: body.requestId })
  })
})

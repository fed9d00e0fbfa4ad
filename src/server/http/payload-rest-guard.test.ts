import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { guardRest, isMissingMediaFile } from './payload-rest-guard'

const SITE = 'http://localhost:3000'
const context = (slug: string[]) => ({ params: Promise.resolve({ slug }) })

/** A stand-in for Payload's handler: records whether it ran, answers `answer`. */
function payloadLike(answer: () => Response | Promise<Response>) {
  const handler = vi.fn(async (_request: Request, _context: unknown) => answer())
  return { handler, guarded: guardRest(handler) }
}

async function read(response: Response) {
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('guardRest', () => {
  it('refuses malformed JSON and JSON that is not UTF-8 with a translated 400, before Payload', async () => {
    const { handler, guarded } = payloadLike(() => Response.json({ ok: true }))
    for (const body of ['{"email":', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])]) {
      const a = await read(
        await guarded(
          new Request(`${SITE}/api/users/login`, {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/json', referer: `${SITE}/fr-fr/` },
          }),
          context(['users', 'login']),
        ),
      )
      expect(a.status).toBe(400)
      expect(a.json).toMatchObject({
        error: 'badRequest',
        message: 'La requête n’a pas pu être lue. Veuillez vérifier ce que vous avez envoyé.',
      })
      expect((a.json.errors as { message: string }[])[0]?.message).toBe(a.json.message)
    }
    expect(handler).not.toHaveBeenCalled()
  })

  it('lets an empty JSON body and a well-formed form through to Payload', async () => {
    const { handler, guarded } = payloadLike(() => Response.json({ ok: true }))
    const form = new FormData()
    form.set('_payload', '{"email":"a@example.com"}')
    for (const [body, type] of [
      ['', 'application/json'],
      [form, undefined],
    ] as const) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {}
      const response = await guarded(
        new Request(`${SITE}/api/users/login`, { method: 'POST', body, headers }),
        context(['users', 'login']),
      )
      expect(response.status).toBe(200)
    }
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('refuses an empty JSON body on a POST Payload is told to answer as a GET', async () => {
    const { handler, guarded } = payloadLike(() => Response.json({ docs: [] }))
    const response = await guarded(
      new Request(`${SITE}/api/pages`, {
        method: 'POST',
        body: '',
        headers: { 'content-type': 'application/json', 'x-http-method-override': 'GET' },
      }),
      context(['pages']),
    )
    expect(response.status).toBe(400)
    expect(handler).not.toHaveBeenCalled()
  })

  it('refuses broken multipart and a _payload field that is not JSON', async () => {
    const { handler, guarded } = payloadLike(() => Response.json({ ok: true }))
    const form = new FormData()
    form.set('_payload', '{not json')
    const broken = new Request(`${SITE}/api/users/login`, {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })
    const badField = new Request(`${SITE}/api/users/login`, { method: 'POST', body: form })
    for (const request of [broken, badField]) {
      expect((await guarded(request, context(['users', 'login']))).status).toBe(400)
    }
    expect(handler).not.toHaveBeenCalled()
  })

  it('refuses ?where= text that is not a JSON object', async () => {
    const { guarded } = payloadLike(() => Response.json({ docs: [] }))
    for (const where of ['nope', '1', '[]']) {
      const response = await guarded(
        new Request(`${SITE}/api/pages?where=${where}`),
        context(['pages']),
      )
      expect(response.status).toBe(400)
    }
    const fine = await guarded(
      new Request(`${SITE}/api/pages?where=${encodeURIComponent('{"slug":{"equals":"a"}}')}`),
      context(['pages']),
    )
    expect(fine.status).toBe(200)
  })

  it('answers 404 for names every object has, without asking Payload', async () => {
    const { handler, guarded } = payloadLike(() => Response.json({ ok: true }))
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const a = await read(
        await guarded(new Request(`${SITE}/api/${name}/1`), context([name, '1'])),
      )
      expect(a).toMatchObject({ status: 404, json: { error: 'notFound' } })
    }
    expect(handler).not.toHaveBeenCalled()
  })

  it('turns a 501 and an unknown route into a translated 404', async () => {
    for (const answer of [
      Response.json({ message: 'Cannot GET /api/x' }, { status: 501 }),
      Response.json({ message: 'Route not found "/api/x"' }, { status: 404 }),
    ]) {
      const { guarded } = payloadLike(() => answer)
      const a = await read(
        await guarded(
          new Request(`${SITE}/api/x`, { headers: { 'accept-language': 'pl' } }),
          context(['x']),
        ),
      )
      expect(a).toMatchObject({
        status: 404,
        json: { error: 'notFound', message: 'Nie znaleziono tego adresu.' },
      })
    }
  })

  it('keeps Payload’s errors and adds error and message; keeps its headers', async () => {
    const { guarded } = payloadLike(() => {
      const headers = new Headers({ 'access-control-allow-origin': SITE })
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/')
      return Response.json(
        { errors: [{ message: 'The email or password provided is incorrect.' }] },
        { status: 401, headers },
      )
    })
    const response = await guarded(new Request(`${SITE}/api/users/login`), context(['users']))
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(await read(response)).toEqual({
      status: 401,
      json: {
        error: 'unauthorized',
        message: 'The email or password provided is incorrect.',
        errors: [{ message: 'The email or password provided is incorrect.' }],
      },
    })
  })

  it('answers a server fault as a logged JSON 500 naming the request id', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const answer of [
      () => Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 }),
      () => {
        throw new Error('database gone')
      },
    ]) {
      const { guarded } = payloadLike(answer)
      const response = await guarded(new Request(`${SITE}/api/pages`), context(['pages']))
      const a = await read(response)
      expect(a.status).toBe(500)
      expect(a.json).toMatchObject({
        error: 'server',
        message: 'Something went wrong on our side. Please try again.',
      })
      expect(a.json.requestId).toBe(response.headers.get('x-request-id'))
    }
    expect(logged).toHaveBeenCalledTimes(2)
    expect(String(logged.mock.calls[1]?.[0])).toContain('database gone')
  })

  it('answers the outage hook’s 503 translated, with its Retry-After, without logging it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { guarded } = payloadLike(() =>
      Response.json(
        { errors: [{ message: 'The service is briefly unavailable.' }] },
        { status: 503, headers: { 'Retry-After': '5' } },
      ),
    )
    const response = await guarded(
      new Request(`${SITE}/api/pages?locale=fr-fr`),
      context(['pages']),
    )
    expect(response.headers.get('retry-after')).toBe('5')
    const a = await read(response)
    expect(a.status).toBe(503)
    expect(a.json).toMatchObject({
      error: 'unavailable',
      errors: [{ message: 'The service is briefly unavailable.' }],
    })
    expect(a.json.message).toMatch(/\S/)
    expect(logged).not.toHaveBeenCalled()
  })

  it('passes a successful answer on untouched, with the request id', async () => {
    const { guarded } = payloadLike(() => new Response('file bytes', { status: 200 }))
    const dir = mkdtempSync(path.join(os.tmpdir(), 'media-'))
    writeFileSync(path.join(dir, 'a.png'), 'png')
    vi.stubEnv('MEDIA_DIR', dir)
    const response = await guarded(new Request(`${SITE}/api/media/file/a.png`), context(['media']))
    vi.unstubAllEnvs()
    expect(await response.text()).toBe('file bytes')
    expect(response.headers.get('x-request-id')).toBeTruthy()
  })
})

describe('isMissingMediaFile (a deleted upload is a 404, not a 500)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'media-'))
  writeFileSync(path.join(dir, 'bottle.png'), 'png')
  const at = (p: string) => new URL(`http://site.test${p}`)
  it.each([
    ['/api/media/file/bottle.png', false],
    ['/api/media/file/bottle.png/', false],
    ['/api/media/file/gone.png', true],
    ['/api/media/file/%2E%2E%2Fsecret', true],
    ['/api/media/file/%E0%A4%A', true],
    ['/api/media/file/.env', true],
    ['/api/media/12', false],
    ['/api/pages/file/gone.png', false],
  ])('%s → %s', (p, missing) => {
    expect(isMissingMediaFile(at(p), dir)).toBe(missing)
  })
})

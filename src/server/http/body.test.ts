import { describe, expect, it } from 'vitest'
import { isJsonContentType, MAX_JSON_BYTES, readJsonBody } from './body'

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/x/', {
    method: 'POST',
    body,
    headers:
      body instanceof FormData ? headers : { 'content-type': 'application/json', ...headers },
    // A streamed body needs this in Node; it is how a client sends one without Content-Length.
    duplex: 'half',
  } as RequestInit)

/** A body sent in chunks, with no Content-Length: only counting the bytes can stop it. */
function streamed(total: number, chunk = 16 * 1024): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close()
      const size = Math.min(chunk, total - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
}

describe('JSON request bodies', () => {
  it.each([
    [null, true],
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/merge-patch+json', true],
    ['multipart/form-data; boundary=x', false],
    ['application/x-www-form-urlencoded', false],
    // What a cross-site HTML form can send without a preflight: never read as JSON.
    ['text/plain', false],
    ['text/plain;charset=UTF-8', false],
    ['application/jsonp', false],
  ])('Content-Type %s is read as JSON: %s', (type, expected) => {
    expect(isJsonContentType(type)).toBe(expected)
  })

  it('parses a JSON body under the cap', async () => {
    const read = await readJsonBody(post('{"email":"zoë@example.fr"}'))
    expect(read).toEqual({ ok: true, value: { email: 'zoë@example.fr' } })
  })

  it('refuses a body over 64 KB streamed without Content-Length, without reading it all', async () => {
    let pulled = 0
    const source = streamed(100 * 1024 * 1024)
    const counting = source.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled += chunk.byteLength
          controller.enqueue(chunk)
        },
      }),
    )
    expect(await readJsonBody(post(counting))).toEqual({ ok: false, reason: 'tooLarge' })
    expect(pulled).toBeLessThan(MAX_JSON_BYTES + 200 * 1024)
  })

  it('accepts a body of exactly the cap and refuses one byte more', async () => {
    const exact = `"${'a'.repeat(MAX_JSON_BYTES - 2)}"`
    expect((await readJsonBody(post(exact))).ok).toBe(true)
    expect(await readJsonBody(post(`${exact} `))).toEqual({ ok: false, reason: 'tooLarge' })
  })

  it('refuses invalid UTF-8, malformed JSON, an empty body and multipart', async () => {
    const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])
    expect(await readJsonBody(post(invalidUtf8))).toEqual({ ok: false, reason: 'badRequest' })
    expect(await readJsonBody(post('{"email":'))).toEqual({ ok: false, reason: 'badRequest' })
    expect(await readJsonBody(post(''))).toEqual({ ok: false, reason: 'badRequest' })
    const form = new FormData()
    form.set('email', 'a@example.com')
    expect(await readJsonBody(post(form))).toEqual({ ok: false, reason: 'mediaType' })
  })
})

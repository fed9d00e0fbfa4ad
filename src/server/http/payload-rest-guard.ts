import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { mediaDir } from '@/cms/collections/Media'
import { mediaS3 } from '@/cms/media-storage'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import type { StringKey, Translate } from '@/i18n/strings'
import { translator } from '@/i18n/strings'
import { holdsNul } from './body'
import { logFault } from './log-fault'
import { requestLocale } from './request-locale'

/**
 * A guard around Payload's REST handlers (src/app/(payload)/api/[...slug]/route.ts), issue 11
 * item 6: ordinary bad input never answers 5xx, and every refusal is JSON with a readable
 * message.
 *
 * - A body Payload cannot read (malformed JSON, JSON that is not UTF-8, multipart/form-data that
 *   does not parse, a `_payload` field that is not JSON) is refused here with a translated 400;
 *   Payload would answer those with a 500 or read the broken bytes as replacement characters.
 * - Payload's 501 for a collection without endpoints, and its "Route not found", answer a
 *   translated 404.
 * - Every other error answer keeps Payload's shape `{ errors: [{ message }] }` and gains a
 *   top-level `error` code and `message` (the first of `errors`, else a translated text).
 * - A genuine server fault stays a 500, as JSON naming the request id, and is logged.
 */

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

const REST_FAULT = 'Server error in the Payload REST API'

const WITH_BODY = new Set(['POST', 'PATCH', 'PUT'])

const CODES: Record<number, { code: string; key: StringKey }> = {
  400: { code: 'badRequest', key: 'http.error.badRequest' },
  401: { code: 'unauthorized', key: 'http.error.unauthorized' },
  403: { code: 'forbidden', key: 'http.error.forbidden' },
  404: { code: 'notFound', key: 'http.error.notFound' },
  413: { code: 'tooLarge', key: 'http.error.tooLarge' },
  415: { code: 'mediaType', key: 'http.error.mediaType' },
  429: { code: 'rateLimited', key: 'http.error.tooManyRequests' },
  // The config's afterError hook answers an unreachable database so (src/cms/hooks).
  503: { code: 'unavailable', key: 'http.error.unavailable' },
}

function describeStatus(status: number): { code: string; key: StringKey } {
  const known = CODES[status]
  if (known) return known
  if (status >= 500) return { code: 'server', key: 'http.error.server' }
  return { code: 'badRequest', key: 'http.error.badRequest' }
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** A POST that Payload answers as a GET, reading its query from the body. */
function overriddenToGet(request: Request): boolean {
  return (
    request.method.toUpperCase() === 'POST' &&
    (request.headers.get('x-payload-http-method-override') === 'GET' ||
      request.headers.get('x-http-method-override') === 'GET')
  )
}

/**
 * Whether Payload will be able to read the body of `request`: checked on a copy, so the
 * original stream still reaches Payload untouched.
 */
async function readableBody(request: Request): Promise<boolean> {
  if (!WITH_BODY.has(request.method.toUpperCase()) || !request.body) return true
  const type = mediaType(request.headers.get('content-type'))
  if (type === 'application/json') {
    let text: string
    try {
      text = utf8.decode(await request.clone().arrayBuffer())
    } catch {
      return false
    }
    // Payload reads an empty JSON body as `{}`, except a POST it is told to answer as a GET
    // (X-HTTP-Method-Override), whose body it parses without a check: a 500 (found by the fuzz).
    if (text === '') return !overriddenToGet(request)
    try {
      return !holdsNul(JSON.parse(text))
    } catch {
      return false
    }
  }
  if (type.startsWith('multipart/')) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return false
    }
    for (const [name, field] of form.entries()) {
      if (typeof field !== 'string') continue
      if (holdsNul(name) || holdsNul(field)) return false
    }
    // Payload parses this field as the document's JSON, outside its own error handling.
    const data = form.get('_payload')
    if (typeof data === 'string') {
      try {
        JSON.parse(data)
      } catch {
        return false
      }
    }
    return true
  }
  return true
}

/**
 * Whether the route's first segment names something every plain object has (`__proto__`,
 * `constructor`, `toString`…): Payload looks collections up by indexing a plain object, finds
 * such a name, and crashes on it (a 500; found by the endpoint fuzz). No collection has one.
 */
async function inheritedName(request: Request, context: unknown): Promise<boolean> {
  const params = await (context as { params?: Promise<{ slug?: unknown }> } | undefined)?.params
  let first = Array.isArray(params?.slug) ? params.slug[0] : undefined
  if (typeof first !== 'string') {
    const segments = new URL(request.url).pathname.split('/').filter(Boolean)
    try {
      first = decodeURIComponent(segments[1] ?? '')
    } catch {
      return false
    }
  }
  return typeof first === 'string' && first !== '' && first in Object.prototype
}

/**
 * Payload reads `?where=` and `?data=` given as plain strings with JSON.parse outside its error
 * handling: text that is not JSON (or a `where` that is not an object) answered 500 (found by
 * the endpoint fuzz). The bracket forms (`where[title][equals]=…`) are not affected.
 */
function readableQuery(url: URL): boolean {
  // A NUL anywhere in the query: see holdsNul.
  for (const [name, value] of url.searchParams) {
    if (holdsNul(name) || holdsNul(value)) return false
  }
  for (const name of ['where', 'data']) {
    const values = url.searchParams.getAll(name)
    if (values.length !== 1 || values[0] === '') continue
    let value: unknown
    try {
      value = JSON.parse(values[0] as string)
    } catch {
      return false
    }
    if (name === 'where' && (typeof value !== 'object' || value === null || Array.isArray(value)))
      return false
  }
  return true
}

function headersOf(response: Response): Headers {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  headers.set('content-type', 'application/json')
  return headers
}

interface ErrorBody extends Record<string, unknown> {
  errors?: unknown
  message?: unknown
  error?: unknown
}

function firstMessage(body: ErrorBody): string | undefined {
  if (Array.isArray(body.errors)) {
    for (const e of body.errors) {
      const m = (e as { message?: unknown } | null)?.message
      if (typeof m === 'string' && m.trim() !== '') return m
    }
  }
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined
}

function refusal(
  status: number,
  t: Translate,
  requestId: string,
  headers: HeadersInit = {},
  message?: string,
): Response {
  const { code, key } = describeStatus(status)
  const text = message ?? t(key)
  const body: Record<string, unknown> = { error: code, message: text, errors: [{ message: text }] }
  if (status >= 500) body.requestId = requestId
  const h = new Headers(headers)
  h.delete('content-length')
  h.delete('content-encoding')
  h.set('content-type', 'application/json')
  h.set('cache-control', 'no-store')
  h.set('x-request-id', requestId)
  return new Response(JSON.stringify(body), { status, headers: h })
}

/**
 * `GET /api/media/file/<name>` of a file that is not there (a link to a deleted upload, a typo):
 * Payload's file handler answers it with a 500 (ENOENT) and logs a fault; it is a 404.
 */
export function isMissingMediaFile(url: URL, dir = mediaDir()): boolean {
  // In a bucket (S3_BUCKET) nothing is on this disk: the storage plugin's handler answers 404.
  if (mediaS3()) return false
  const match = /^\/api\/media\/file\/([^/]+)\/?$/.exec(url.pathname)
  if (!match?.[1]) return false
  let name: string
  try {
    name = decodeURIComponent(match[1])
  } catch {
    return true
  }
  if (name !== path.basename(name) || name.startsWith('.')) return true
  return !existsSync(path.join(dir, name))
}

/**
 * A read that names no locale reads the default one. Payload leaves the request's locale null
 * when none is named and locale fallback is off (as here), then builds a sort or filter path on
 * a localized field as `title.null` and crashes (a 500 for `GET /api/tags?sort=title`).
 */
export function withDefaultLocale(request: Request, url: URL): Request {
  if (request.method !== 'GET' && request.method !== 'HEAD') return request
  if (url.searchParams.has('locale')) return request
  const named = new URL(url)
  named.searchParams.set('locale', DEFAULT_LOCALE)
  return new Request(named, request)
}

/** Wraps one of Payload's REST route handlers (see the file's first comment). */
export function guardRest<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    const requestId = randomUUID()
    const url = new URL(request.url)
    const t = translator(
      requestLocale({
        named: url.searchParams.get('locale'),
        referer: request.headers.get('referer'),
        acceptLanguage: request.headers.get('accept-language'),
      }),
    )
    let response: Response
    try {
      if (await inheritedName(request, context)) return refusal(404, t, requestId)
      const reading = request.method === 'GET' || request.method === 'HEAD'
      if (reading && isMissingMediaFile(url)) return refusal(404, t, requestId)
      if (!readableQuery(url) || !(await readableBody(request))) {
        return refusal(400, t, requestId)
      }
      response = await handler(withDefaultLocale(request, url), context)
    } catch (error) {
      logFault(REST_FAULT, requestId, request, error)
      return refusal(500, t, requestId)
    }
    if (response.status < 400) {
      try {
        response.headers.set('x-request-id', requestId)
      } catch {
        // Immutable headers: the answer is passed on as it is.
      }
      return response
    }
    // An error answer: read it, and answer it again in the shape described above.
    const text = await response.text().catch(() => '')
    let body: ErrorBody | undefined
    try {
      const parsed = JSON.parse(text) as unknown
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as ErrorBody
    } catch {
      body = undefined
    }
    const notImplemented = response.status === 501
    const unknownRoute =
      response.status === 404 &&
      typeof body?.message === 'string' &&
      body.message.startsWith('Route not found')
    if (notImplemented || unknownRoute) {
      return refusal(404, t, requestId, headersOf(response))
    }
    // A 503 is a deliberate answer (an outage, logged where it is noticed), not a fault.
    if (response.status >= 500 && response.status !== 503)
      logFault(REST_FAULT, requestId, request, body ?? text)
    if (!body) return refusal(response.status, t, requestId, headersOf(response))
    const { code, key } = describeStatus(response.status)
    // Payload hides a server fault's details behind an English text: ours is translated.
    const message = response.status >= 500 ? t(key) : (firstMessage(body) ?? t(key))
    const answer: ErrorBody = {
      ...body,
      error: typeof body.error === 'string' && body.error ? body.error : code,
      message,
      errors: Array.isArray(body.errors) && body.errors.length ? body.errors : [{ message }],
    }
    if (response.status >= 500) answer.requestId = requestId
    const headers = headersOf(response)
    headers.set('x-request-id', requestId)
    return new Response(JSON.stringify(answer), {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

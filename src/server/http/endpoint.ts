import { logFault } from './log-fault'
import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { LocaleCode } from '@/i18n/locales'
import { type StringKey, type Translate, translator } from '@/i18n/strings'
import { type BodyRefusal, MAX_JSON_BYTES, readJsonBody } from './body'
import { requestClient } from './client'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable'
import { enforceRateLimit } from './rate-limit'
import type { RateRuleName } from './rate-rules'
import { HttpRefusal } from './refusal'
import { requestLocale } from './request-locale'

export { HttpRefusal }

/**
 * The shared layer of our route handlers (members, newsletter, search): a request id, the
 * answer's locale, JSON bodies read under a size cap and checked by zod, and one rule for
 * failures: a refusal is a translated JSON 4xx, an unreachable database a translated 503 with
 * Retry-After (database-unavailable.ts), anything unexpected a logged JSON 500 naming the
 * request id. Never an empty body, never a stack trace to the caller.
 */

export interface RequestScope {
  requestId: string
  /** The client's address (src/server/http/client.ts): the key of rate limits. */
  client: string
  locale: LocaleCode
  t: Translate
}

const scopes = new AsyncLocalStorage<RequestScope>()

/** The scope of the request being handled (locale, translator, id), if inside an endpoint. */
export function currentScope(): RequestScope | undefined {
  return scopes.getStore()
}

const BODY_REFUSALS: Record<BodyRefusal, { status: number; key: StringKey }> = {
  tooLarge: { status: 413, key: 'http.error.tooLarge' },
  mediaType: { status: 415, key: 'http.error.mediaType' },
  badRequest: { status: 400, key: 'http.error.badRequest' },
}

export const NO_STORE = { 'Cache-Control': 'no-store' }

/** The JSON of a refusal, in the request's language. */
export function refusalResponse(refusal: HttpRefusal, scope: RequestScope): Response {
  const message =
    refusal.messageKey === 'http.error.rateLimited'
      ? scope.t(refusal.messageKey, { n: Number(refusal.extra.retryAfter ?? 0) })
      : scope.t(refusal.messageKey)
  return Response.json(
    { ok: false, error: refusal.code, message, ...refusal.extra },
    { status: refusal.status, headers: { ...NO_STORE, ...refusal.headers } },
  )
}

export interface EndpointContext {
  request: Request
  scope: RequestScope
  /** The JSON body checked against `schema`; refuses the request (4xx) when it does not fit. */
  json: <S extends z.ZodType>(schema: S) => Promise<z.infer<S>>
}

export interface EndpointOptions {
  /** Body cap in bytes (default 64 KB). */
  maxBytes?: number
  /** What a body that does not fit its schema answers (default: 400 http.error.badRequest). */
  invalid?: (issues: z.core.$ZodIssue[]) => HttpRefusal
  /** The rate limit of this route, per client (src/server/http/rate-rules.ts). */
  limit?: RateRuleName
  /**
   * A public form: the JSON body must carry a solved, unused captcha challenge in its `altcha`
   * field (src/security/captcha), checked when the body is read, before its schema; otherwise a
   * translated 400 `{ error: 'captcha' }`. The route must read its body with `json()`.
   */
  captcha?: boolean
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** An unreachable database: one line, no stack (the pool's own listener logs the outage). */
function logUnavailable(scope: RequestScope, request: Request, error: unknown) {
  console.warn(
    JSON.stringify({
      level: 'warn',
      msg: 'Database unavailable: answered 503',
      requestId: scope.requestId,
      method: request.method,
      path: new URL(request.url).pathname,
      reason: error instanceof Error ? error.message : String(error),
    }),
  )
}

/** The 503 of an unreachable database: the client may try again after Retry-After. */
export function unavailableResponse(scope: RequestScope): Response {
  return Response.json(
    {
      ok: false,
      error: 'unavailable',
      message: scope.t('http.error.unavailable'),
      requestId: scope.requestId,
    },
    {
      status: 503,
      headers: { ...NO_STORE, 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    },
  )
}

/** Wraps a route handler with the shared layer (see the file's first comment). */
export function endpoint<Route = unknown>(
  handle: (context: EndpointContext, route: Route) => Promise<Response>,
  options: EndpointOptions = {},
) {
  return async (request: Request, route: Route): Promise<Response> => {
    const url = new URL(request.url)
    const scope: RequestScope = {
      requestId: randomUUID(),
      client: requestClient(request),
      locale: requestLocale({
        named: url.searchParams.get('locale'),
        referer: request.headers.get('referer'),
        acceptLanguage: request.headers.get('accept-language'),
      }),
      t: translator('en-ww'),
    }
    scope.t = translator(scope.locale)
    let captchaChecked = false
    const json = async <S extends z.ZodType>(schema: S): Promise<z.infer<S>> => {
      const read = await readJsonBody(request, options.maxBytes ?? MAX_JSON_BYTES)
      if (!read.ok) {
        const { status, key } = BODY_REFUSALS[read.reason]
        throw new HttpRefusal(status, read.reason, key)
      }
      // A locale the body names decides the language of what follows (sign-up, newsletter).
      const named = (read.value as { locale?: unknown } | null)?.locale
      if (typeof named === 'string') {
        const locale = requestLocale({ named })
        if (locale === named) {
          scope.locale = locale
          scope.t = translator(locale)
        }
      }
      if (options.captcha) {
        // Loaded on demand: only public forms need the captcha (and its database store).
        const { requireCaptcha } = await import('@/security/captcha/check')
        await requireCaptcha((read.value as { altcha?: unknown } | null)?.altcha)
        captchaChecked = true
      }
      const parsed = schema.safeParse(read.value)
      if (!parsed.success) {
        throw (
          options.invalid?.(parsed.error.issues) ??
          new HttpRefusal(400, 'badRequest', 'http.error.badRequest')
        )
      }
      return parsed.data
    }
    let response: Response
    try {
      response = await scopes.run(scope, async () => {
        // Every write counts toward the per-client floor, then the route's own limit.
        if (!READS.has(request.method)) await enforceRateLimit('write', scope.client)
        if (options.limit) await enforceRateLimit(options.limit, scope.client)
        const answer = await handle({ request, scope, json }, route)
        // A route declared `captcha: true` that answered without reading its body is a bug:
        // it must never pass silently as a success.
        if (options.captcha && !captchaChecked && answer.ok) {
          throw new Error('A captcha endpoint answered without reading its body')
        }
        return answer
      })
    } catch (error) {
      if (error instanceof HttpRefusal) {
        response = refusalResponse(error, scope)
      } else if (isDatabaseUnavailable(error)) {
        logUnavailable(scope, request, error)
        response = unavailableResponse(scope)
      } else {
        logFault('Unexpected error in an API route', scope.requestId, request, error)
        response = Response.json(
          {
            ok: false,
            error: 'server',
            message: scope.t('http.error.server'),
            requestId: scope.requestId,
          },
          { status: 500, headers: NO_STORE },
        )
      }
    }
    try {
      response.headers.set('X-Request-Id', scope.requestId)
    } catch {
      // Immutable headers (a proxied fetch answer): the id is still in the log.
    }
    return response
  }
}

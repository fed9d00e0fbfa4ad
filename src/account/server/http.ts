import 'server-only'
import { cookies } from 'next/headers'
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { getPayloadClient } from '@/content/payload'
import type { StringKey } from '@/i18n/strings'
import { translator } from '@/i18n/strings'
import type { Member } from '@/payload-types'
import { requestClient } from '@/server/http/client'
import { currentScope, endpoint, HttpRefusal } from '@/server/http/endpoint'
import type { RateRuleName } from '@/server/http/rate-rules'
import { errorCode } from '../rules/error-codes'
import { publicOrigin } from '../rules/public-origin'
import { isSameOriginRequest } from '../rules/request-guards'
import type { Outcome, RequestInfo } from './accounts'
import { clearedSessionCookie, MEMBER_COOKIE, memberFromToken, sessionCookie } from './session'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** Every members API answer is personal: never cached by the browser or a CDN. */
export function privateJson(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: PRIVATE })
}

/**
 * A refusal in the request's language: `{ ok: false, error: <code>, message, fields?,
 * fieldCodes? }` (src/account/rules/error-codes.ts). Field texts are translated too; their codes
 * let the browser forms show their own (editor-overridable) texts.
 */
export function accountError(
  status: number,
  key: StringKey,
  fields?: Record<string, string | undefined>,
  extra: Record<string, unknown> = {},
  /** Values of the message's `{placeholders}`, as message keys (e.g. a level's name). */
  values: Record<string, StringKey> = {},
): NextResponse {
  const t = currentScope()?.t ?? translator('en-ww')
  let message = t(key)
  for (const [name, value] of Object.entries(values))
    message = message.replace(`{${name}}`, t(value))
  // Plain values sent along (e.g. `minutes` of a lockout) also fill the message's placeholders.
  for (const [name, value] of Object.entries(extra))
    if (typeof value === 'number' || typeof value === 'string')
      message = message.replace(`{${name}}`, String(value))
  const body: Record<string, unknown> = { ok: false, error: errorCode(key), message, ...extra }
  if (fields) {
    const given = Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
    body.fields = Object.fromEntries(given.map(([f, k]) => [f, t(k as StringKey)]))
    body.fieldCodes = Object.fromEntries(given.map(([f, k]) => [f, errorCode(k)]))
  }
  return privateJson(body, status)
}

/** CSRF: state-changing calls must come from this site's pages (plus the SameSite=Lax cookie). */
export function rejectCrossSite(request: Request): NextResponse | null {
  const h = request.headers
  const ok = isSameOriginRequest({
    origin: h.get('origin'),
    expectedOrigin: publicOrigin()?.origin ?? null,
    secFetchSite: h.get('sec-fetch-site'),
  })
  return ok ? null : accountError(403, 'http.error.crossSite')
}

/** Who is asking. Links in mail never come from here: they use SITE_URL (publicOrigin). */
export function requestInfo(request: Request): RequestInfo {
  return { ip: requestClient(request) }
}

export const badRequest = () => accountError(400, 'account.error.invalid')
export const signInRequired = () => accountError(401, 'account.error.signInRequired')

/** What a body that does not fit the route's schema answers. */
const invalidBody = () => new HttpRefusal(400, 'invalid', 'account.error.invalid')

export interface Session {
  payload: Payload
  member: Member | null
  token: string | null
}

/** The member signed in on this request (from the HttpOnly cookie), if any. */
export async function currentSession(): Promise<Session> {
  const payload = await getPayloadClient()
  const token = (await cookies()).get(MEMBER_COOKIE)?.value ?? null
  const member = await memberFromToken(payload, token)
  return { payload, member, token: member ? token : null }
}

/** Turns a service outcome into a response; a new session token becomes the cookie. */
export function outcomeResponse(
  outcome: Outcome<{ token?: string }>,
  body: Record<string, unknown> = {},
): NextResponse {
  if (!outcome.ok) {
    const response = accountError(outcome.status, outcome.error, outcome.fields, outcome.details)
    if (outcome.retryAfter) response.headers.set('Retry-After', String(outcome.retryAfter))
    return response
  }
  const response = privateJson({ ok: true, ...body })
  if (outcome.token) response.cookies.set(sessionCookie(outcome.token))
  return response
}

export function withClearedSession(response: NextResponse): NextResponse {
  response.cookies.set(clearedSessionCookie())
  return response
}

/**
 * A state-changing call anyone may make (sign-in, sign-up, reset…): it must come from this site
 * and carry a body that fits `schema`; anything else is refused before `handle` runs.
 */
export function publicAction<S extends z.ZodType>(
  schema: S,
  handle: (body: z.infer<S>, request: Request) => Promise<NextResponse>,
  {
    limit,
    captcha = false,
  }: {
    limit?: RateRuleName
    /** A form anyone can send: a solved captcha is required (src/security/captcha). */
    captcha?: boolean
  } = {},
) {
  return endpoint(
    async ({ request, json }) => {
      const refused = rejectCrossSite(request)
      if (refused) return refused
      return handle(await json(schema), request)
    },
    { invalid: invalidBody, limit, captcha },
  )
}

export interface MemberContext<Body> extends Session {
  member: Member
  body: Body
  request: Request
}

/**
 * As publicAction, for a signed-in member only (401 otherwise). `limit`, `captcha` and
 * `maxBytes` as for any endpoint (a member's public contribution, e.g. a product review).
 */
export function memberAction<S extends z.ZodType>(
  schema: S,
  handle: (context: MemberContext<z.infer<S>>) => Promise<NextResponse>,
  {
    limit,
    captcha = false,
    maxBytes,
    invalid = invalidBody,
  }: {
    limit?: RateRuleName
    captcha?: boolean
    maxBytes?: number
    invalid?: () => HttpRefusal
  } = {},
) {
  return endpoint(
    async ({ request, json }) => {
      const refused = rejectCrossSite(request)
      if (refused) return refused
      const session = await currentSession()
      const { member } = session
      if (!member) return signInRequired()
      const body = await json(schema)
      return handle({ ...session, member, body, request })
    },
    { invalid, limit, captcha, maxBytes },
  )
}

/** A read of the signed-in member's own data (401 for a visitor), rate-limited by `limit`. */
export function memberRead(
  handle: (context: Omit<MemberContext<never>, 'body'>) => Promise<NextResponse>,
  { limit }: { limit?: RateRuleName } = {},
) {
  return endpoint(
    async ({ request }) => {
      const session = await currentSession()
      const { member } = session
      if (!member) return signInRequired()
      return handle({ ...session, member, request })
    },
    { limit },
  )
}

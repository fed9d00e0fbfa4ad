import 'server-only'
import { cookies } from 'next/headers'
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { getPayloadClient } from '@/content/payload'
import type { Member } from '@/payload-types'
import { publicOrigin } from '../rules/public-origin'
import { isSameOriginRequest } from '../rules/request-guards'
import type { Outcome, RequestInfo } from './accounts'
import { clearedSessionCookie, MEMBER_COOKIE, memberFromToken, sessionCookie } from './session'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** Every members API answer is personal: never cached by the browser or a CDN. */
export function privateJson(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: PRIVATE })
}

/** CSRF: state-changing calls must come from this site's pages (plus the SameSite=Lax cookie). */
export function rejectCrossSite(request: Request): NextResponse | null {
  const h = request.headers
  const ok = isSameOriginRequest({
    origin: h.get('origin'),
    expectedOrigin: publicOrigin()?.origin ?? null,
    secFetchSite: h.get('sec-fetch-site'),
  })
  return ok ? null : privateJson({ ok: false, error: 'account.error.generic' }, 403)
}

/** Who is asking. Links in mail never come from here: they use SITE_URL (publicOrigin). */
export function requestInfo(request: Request): RequestInfo {
  const h = request.headers
  const ip = h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip') || 'local'
  return { ip }
}

/** The JSON body checked against a zod schema, or null when it does not fit. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S> | null> {
  try {
    const parsed = schema.safeParse(await request.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export const badRequest = () => privateJson({ ok: false, error: 'account.error.invalid' }, 400)
export const signInRequired = () =>
  privateJson({ ok: false, error: 'account.error.signInRequired' }, 401)

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
    return privateJson(
      { ok: false, error: outcome.error, fields: outcome.fields, ...outcome.details },
      outcome.status,
    )
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
) {
  return async (request: Request): Promise<NextResponse> => {
    const refused = rejectCrossSite(request)
    if (refused) return refused
    const body = await readBody(request, schema)
    return body ? handle(body, request) : badRequest()
  }
}

export interface MemberContext<Body> extends Session {
  member: Member
  body: Body
  request: Request
}

/** As publicAction, for a signed-in member only (401 otherwise). */
export function memberAction<S extends z.ZodType>(
  schema: S,
  handle: (context: MemberContext<z.infer<S>>) => Promise<NextResponse>,
) {
  return async (request: Request): Promise<NextResponse> => {
    const refused = rejectCrossSite(request)
    if (refused) return refused
    const session = await currentSession()
    const { member } = session
    if (!member) return signInRequired()
    const body = await readBody(request, schema)
    if (!body) return badRequest()
    return handle({ ...session, member, body, request })
  }
}

/** A read of the signed-in member's own data (401 for a visitor). */
export function memberRead(
  handle: (context: Omit<MemberContext<never>, 'body'>) => Promise<NextResponse>,
) {
  return async (request: Request): Promise<NextResponse> => {
    const session = await currentSession()
    const { member } = session
    if (!member) return signInRequired()
    return handle({ ...session, member, request })
  }
}

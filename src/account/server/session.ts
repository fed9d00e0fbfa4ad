import { createHmac, randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import type { Payload } from 'payload'
import type { Member } from '@/payload-types'
import { rethrowIfDatabaseUnavailable } from '@/server/http/database-unavailable'
import { MEMBER_SESSION_SECONDS } from '../cms/Members'

/**
 * The member's session: a Payload JWT in an HttpOnly cookie of our own name (not Payload's
 * `payload-token`, which belongs to CMS editors), so page scripts never read it and an editor's
 * admin session and a member's site session never overwrite each other.
 */
export const MEMBER_COOKIE = 'ms_member'

export function sessionCookie(token: string) {
  return {
    name: MEMBER_COOKIE,
    value: token,
    httpOnly: true,
    secure: process.env.NODE_ENV === 'production',
    sameSite: 'lax' as const,
    path: '/',
    maxAge: MEMBER_SESSION_SECONDS,
  }
}

export function clearedSessionCookie() {
  return { ...sessionCookie(''), maxAge: 0 }
}

/**
 * Member session tokens are JWTs signed with a key derived from PAYLOAD_SECRET for this one use,
 * not with PAYLOAD_SECRET itself: Payload's own JWT check (REST API, admin, locked documents,
 * preferences) verifies with the secret, so it never accepts a member's token, and a member can
 * never act as a Payload user on CMS collections (issue 11). Only memberFromToken reads them.
 */
const SESSION_AUDIENCE = 'maison-solaine:member-session'

function sessionKey(payload: Payload): Uint8Array {
  return createHmac('sha256', payload.secret).update('maison-solaine member sessions v1').digest()
}

type StoredSession = { id: string; createdAt?: string | null; expiresAt: string }
type MemberRecord = Member & { sessions?: StoredSession[] | null }

/** What the server keeps about a member but never hands to page code or logs. */
const PRIVATE_FIELDS = [
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'loginAttempts',
  'lockUntil',
] as const

/**
 * The member as the site's code sees them, marked like a Payload user of `members` with the
 * session they came with (`_sid`, what Payload's own update keeps on a password change).
 */
function withoutPrivateFields(record: MemberRecord, sid: string): Member {
  const member = { ...record, collection: 'members', _sid: sid } as Record<string, unknown>
  for (const key of PRIVATE_FIELDS) delete member[key]
  return member as unknown as Member
}

/**
 * The signed-in member for a session token, or null (expired, revoked, or not a member's). An
 * unreachable database is thrown, not read as "signed out" (the API answers 503 instead).
 */
export async function memberFromToken(
  payload: Payload,
  token: string | undefined | null,
): Promise<Member | null> {
  if (!token) return null
  try {
    const { payload: claims } = await jwtVerify(token, sessionKey(payload), {
      audience: SESSION_AUDIENCE,
      algorithms: ['HS256'],
    })
    const { id, sid } = claims as { id?: unknown; sid?: unknown }
    if ((typeof id !== 'number' && typeof id !== 'string') || typeof sid !== 'string') return null
    const record = (await payload.findByID({
      collection: 'members',
      id,
      depth: 0,
      showHiddenFields: true,
      overrideAccess: true,
      disableErrors: true,
    })) as MemberRecord | null
    if (!record?._verified) return null
    const now = Date.now()
    const live = (record.sessions ?? []).some(
      (s) => s.id === sid && new Date(s.expiresAt).getTime() > now,
    )
    return live ? withoutPrivateFields(record, sid) : null
  } catch (error) {
    rethrowIfDatabaseUnavailable(error)
    return null
  }
}

/** A cookie's value in a request's `Cookie` header, or null. */
function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      return null // a malformed escape is no session, not a server error
    }
  }
  return null
}

/**
 * The member signed in on a public form's request (a booking, a registration, a checkout), read
 * from the request's own Cookie header so the route works outside Next's request scope too.
 */
export function memberOfRequest(payload: Payload, request: Request): Promise<Member | null> {
  return memberFromToken(payload, cookieValue(request.headers.get('cookie'), MEMBER_COOKIE))
}

/** The session id inside a token (to revoke that session only on sign-out). */
export function sessionIdOf(token: string): string | null {
  try {
    const body = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof body.sid === 'string' ? body.sid : null
  } catch {
    return null
  }
}

/** The member's session token for a session record `sid` (see sessionKey). */
export function signSessionToken(payload: Payload, memberId: number | string, sid: string) {
  const issuedAt = Math.floor(Date.now() / 1000)
  return new SignJWT({ id: memberId, sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + MEMBER_SESSION_SECONDS)
    .sign(sessionKey(payload))
}

/**
 * Signs a member in without a password, for the moments that prove they own the address
 * (opening the single-use verification or reset link): a new session record and its token.
 */
export async function mintSession(payload: Payload, memberId: number | string): Promise<string> {
  const member = (await payload.findByID({
    collection: 'members',
    id: memberId,
    showHiddenFields: true,
    depth: 0,
    overrideAccess: true,
  })) as MemberRecord
  const now = new Date()
  const sid = randomUUID()
  const live = (member.sessions ?? []).filter((s) => new Date(s.expiresAt) > now)
  const sessions = [
    ...live,
    {
      id: sid,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + MEMBER_SESSION_SECONDS * 1000).toISOString(),
    },
  ]
  await payload.db.updateOne({
    collection: 'members',
    id: member.id,
    data: { sessions },
    returning: false,
  })
  return signSessionToken(payload, member.id, sid)
}

/** Removes one session (sign-out) so its token stops working even before it expires. */
export async function revokeSession(payload: Payload, memberId: number | string, sid: string) {
  const member = (await payload.findByID({
    collection: 'members',
    id: memberId,
    showHiddenFields: true,
    depth: 0,
  })) as Member & { sessions?: Array<{ id: string }> }
  const sessions = (member.sessions ?? []).filter((s) => s.id !== sid)
  await payload.db.updateOne({
    collection: 'members',
    id: member.id,
    data: { sessions },
    returning: false,
  })
}

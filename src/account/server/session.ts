import { randomUUID } from 'node:crypto'
import { getFieldsToSign, jwtSign, type Payload } from 'payload'
import type { Member } from '@/payload-types'
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

/** The signed-in member for a session token, or null (expired, revoked, or not a member). */
export async function memberFromToken(
  payload: Payload,
  token: string | undefined | null,
): Promise<Member | null> {
  if (!token) return null
  try {
    const { user } = await payload.auth({
      headers: new Headers({ Authorization: `JWT ${token}` }),
    })
    return user?.collection === 'members' ? (user as unknown as Member) : null
  } catch {
    return null
  }
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

/**
 * Signs a member in without a password, for the one moment that proves they own the address:
 * opening the single-use verification link. Same token and session record as Payload's login.
 */
export async function mintSession(payload: Payload, memberId: number | string): Promise<string> {
  const member = (await payload.findByID({
    collection: 'members',
    id: memberId,
    showHiddenFields: true,
    depth: 0,
  })) as Member & { sessions?: Array<{ id: string; createdAt: string; expiresAt: string }> }
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
  const collectionConfig = payload.collections.members.config
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: member.email,
    sid,
    user: { ...member, collection: 'members' } as never,
  })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: MEMBER_SESSION_SECONDS,
  })
  return token
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

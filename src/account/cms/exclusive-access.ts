import type { Field, FieldAccess, PayloadRequest } from 'payload'
import { isMemberLevel, meetsLevel } from '@/rules/member-levels'

type Lock = { exclusive?: boolean | null; min_level?: string | null }

/** Editors read everything; a member reads a locked item when their level meets its min_level. */
function mayRead(req: PayloadRequest, lock: Lock | null | undefined): boolean {
  if (!lock?.exclusive) return true
  const user = req.user as { collection?: string; level?: unknown } | null
  if (user?.collection === 'users') return true
  if (user?.collection !== 'members') return false
  const required = isMemberLevel(lock.min_level) ? lock.min_level : 'level1'
  return meetsLevel(isMemberLevel(user.level) ? user.level : 'level0', required)
}

/**
 * Field-level read access for what only members get of an item (SPEC §2.9): Payload's REST API
 * leaves the field out of an exclusive document unless the reader is an editor or a member of
 * the item's min_level. The site's own pages render the teaser; members get the body from
 * /api/members/exclusive/….
 */
export const exclusiveFieldRead: FieldAccess = ({ req, doc }) => mayRead(req, doc)

/** The same field, readable through the API only as exclusiveFieldRead allows. */
export function membersOnlyField(field: Field): Field {
  return { ...field, access: { read: exclusiveFieldRead } } as Field
}

/**
 * An episode is locked by its session: its video and quiz are members-only when the session is.
 * The session's lock is read once per request and session.
 */
export const episodeFieldRead: FieldAccess = async ({ req, doc }) => {
  const session = doc?.session
  const id = typeof session === 'object' && session ? session.id : session
  if (id == null) return true
  if (!req.context.sessionLocks) req.context.sessionLocks = new Map()
  const locks = req.context.sessionLocks as Map<unknown, Promise<Lock | null>>
  if (!locks.has(id)) {
    locks.set(
      id,
      req.payload
        .findByID({
          collection: 'sessions',
          id,
          depth: 0,
          select: { exclusive: true, min_level: true },
          overrideAccess: true,
          req,
        })
        .then(
          (s) => s as Lock,
          () => null,
        ),
    )
  }
  return mayRead(req, await locks.get(id))
}

/** An episode field readable through the API only as its session's lock allows. */
export function episodeMembersOnlyField(field: Field): Field {
  return { ...field, access: { read: episodeFieldRead } } as Field
}

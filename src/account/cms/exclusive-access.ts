import type { Field, FieldAccess, PayloadRequest } from 'payload'
import { isMemberLevel, meetsLevel } from '@/rules/member-levels'
import type { ExclusiveCollection } from './bookmarkable'

type Lock = { exclusive?: boolean | null; min_level?: string | null }
type Id = number | string

/** Editors read everything; a member reads a locked item when their level meets its min_level. */
function mayRead(req: PayloadRequest, lock: Lock | null): boolean {
  const user = req.user as { collection?: string; level?: unknown } | null
  if (user?.collection === 'users') return true
  // Unknown (the document could not be read): locked to all but editors.
  if (lock === null) return false
  if (!lock.exclusive) return true
  if (user?.collection !== 'members') return false
  const required = isMemberLevel(lock.min_level) ? lock.min_level : 'level1'
  return meetsLevel(isMemberLevel(user.level) ? user.level : 'level0', required)
}

const isEditor = (req: PayloadRequest) =>
  (req.user as { collection?: string } | null)?.collection === 'users'

/**
 * One stored value per (collection, id) and request: a list of 100 documents of the same session
 * asks the database once. Kept in req.context, which lives as long as the request.
 */
function perRequest<T>(req: PayloadRequest, key: string, load: () => Promise<T>): Promise<T> {
  if (!req.context.exclusiveLocks) req.context.exclusiveLocks = new Map()
  const cache = req.context.exclusiveLocks as Map<string, Promise<T>>
  let found = cache.get(key)
  if (!found) {
    found = load()
    cache.set(key, found)
  }
  return found
}

/**
 * The lock as stored, never as the query selected it: with `select[body]=true` the document in
 * hand has no `exclusive` and no `min_level`, and trusting it would open the field (Payload hands
 * field access only the selected fields). A document that cannot be read counts as locked.
 */
function storedLock(
  req: PayloadRequest,
  collection: ExclusiveCollection,
  id: Id,
): Promise<Lock | null> {
  return perRequest(req, `${collection}:${id}`, () =>
    req.payload
      .findByID({
        collection,
        id,
        depth: 0,
        select: { exclusive: true, min_level: true },
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      .then(
        (doc) => (doc as Lock | null) ?? null,
        () => null,
      ),
  )
}

/** An episode's session as stored (its lock is the session's). */
function storedSessionOf(req: PayloadRequest, episodeId: Id): Promise<Id | null> {
  return perRequest(req, `episodes:${episodeId}`, () =>
    req.payload
      .findByID({
        collection: 'episodes',
        id: episodeId,
        depth: 0,
        select: { session: true },
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      .then(
        (doc) => {
          const session = (doc as { session?: unknown } | null)?.session
          if (typeof session === 'object' && session) return (session as { id: Id }).id
          return (session as Id | null | undefined) ?? null
        },
        () => null,
      ),
  )
}

/**
 * Field-level read access for what only members get of an item (SPEC §2.9): the field is left
 * out of an exclusive document unless the reader is an editor or a member of the item's
 * min_level. Decided from the stored document, whatever the query selected. Without a document
 * (Payload asking whether a `where` or `sort` may use the field) only editors may, so a filter on
 * a members-only field cannot answer yes or no about it.
 *
 * This is the second line: Payload's REST API is for editors only (src/cms/access.ts). The
 * site's pages render the teaser; members get the body from /api/members/exclusive/….
 */
export function exclusiveFieldRead(collection: ExclusiveCollection): FieldAccess {
  return async ({ req, doc }) => {
    if (isEditor(req)) return true
    const id = (doc as { id?: Id } | undefined)?.id
    if (id == null) return false
    return mayRead(req, await storedLock(req, collection, id))
  }
}

/** A field of `collection` readable through the API only as exclusiveFieldRead allows. */
export function membersOnlyField(collection: ExclusiveCollection, field: Field): Field {
  return { ...field, access: { read: exclusiveFieldRead(collection) } } as Field
}

/**
 * An episode is locked by its session: its video and quiz are members-only when the session is,
 * both read as stored.
 */
export const episodeFieldRead: FieldAccess = async ({ req, doc }) => {
  if (isEditor(req)) return true
  const id = (doc as { id?: Id } | undefined)?.id
  if (id == null) return false
  const session = await storedSessionOf(req, id)
  if (session == null) return true
  return mayRead(req, await storedLock(req, 'sessions', session))
}

/** An episode field readable through the API only as its session's lock allows. */
export function episodeMembersOnlyField(field: Field): Field {
  return { ...field, access: { read: episodeFieldRead } } as Field
}

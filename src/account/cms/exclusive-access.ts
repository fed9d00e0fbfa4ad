import type { Field, FieldAccess } from 'payload'
import { isMemberLevel, meetsLevel } from '@/rules/member-levels'

/**
 * Field-level read access for the body of members-only items (SPEC §2.9): Payload's REST API
 * leaves the field out of an exclusive document unless the reader is an editor or a member of
 * the item's min_level. The site's own pages render the teaser; members get the body from
 * /api/members/exclusive/….
 */
export const exclusiveFieldRead: FieldAccess = ({ req, doc }) => {
  if (!doc?.exclusive) return true
  const user = req.user as { collection?: string; level?: unknown } | null
  if (user?.collection === 'users') return true
  if (user?.collection !== 'members') return false
  const required = isMemberLevel(doc.min_level) ? doc.min_level : 'level1'
  return meetsLevel(isMemberLevel(user.level) ? user.level : 'level0', required)
}

/** The same field, readable through the API only as exclusiveFieldRead allows. */
export function membersOnlyField(field: Field): Field {
  return { ...field, access: { read: exclusiveFieldRead } } as Field
}

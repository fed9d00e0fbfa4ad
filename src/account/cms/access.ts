import type { Access } from 'payload'
import { hasAnyRole, MEMBER_DATA_ROLES } from '@/cms/roles'

/**
 * Members' records are personal data: in the CMS only administrators and member support see
 * them (docs/decisions.md "Roles"); a member only their own.
 */
export const memberDataOrOwner: Access = ({ req }) => {
  if (hasAnyRole(req.user, MEMBER_DATA_ROLES)) return true
  if (req.user?.collection === 'members') return { member: { equals: req.user.id } }
  return false
}

/** Member support and administrators, or the member reading or changing their own account. */
export const memberDataOrSelf: Access = ({ req }) => {
  if (hasAnyRole(req.user, MEMBER_DATA_ROLES)) return true
  if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
  return false
}

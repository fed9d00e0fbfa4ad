import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { rolesOf } from '../roles'

/**
 * The first CMS user (the admin's "create first user" form, or a fresh database's seed) is an
 * administrator: without one nobody could ever give roles.
 */
export const firstUserIsAdministrator: CollectionBeforeChangeHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs === 0) return { ...data, roles: ['administrator'] }
  return data
}

/** Taking away the last administrator's role would leave nobody to give roles: refused. */
export const keepAnAdministrator: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !Array.isArray(data.roles)) return data
  const wasAdministrator = rolesOf({ ...originalDoc, collection: 'users' }).includes(
    'administrator',
  )
  const staysAdministrator = data.roles.includes('administrator')
  if (!wasAdministrator || staysAdministrator) return data
  const others = await req.payload.count({
    collection: 'users',
    where: { and: [{ roles: { in: ['administrator'] } }, { id: { not_equals: originalDoc?.id } }] },
    overrideAccess: true,
    req,
  })
  if (others.totalDocs === 0) {
    throw new APIError('At least one user must stay an administrator.', 400, undefined, true)
  }
  return data
}

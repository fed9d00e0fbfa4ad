import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'
import { PublicRefusal } from '../public-refusal'
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

const isAdministratorDoc = (doc: unknown) =>
  typeof doc === 'object' &&
  doc !== null &&
  rolesOf({ ...doc, collection: 'users' }).includes('administrator')

async function refuseIfLastAdministrator(req: PayloadRequest, id: number | string) {
  const others = await req.payload.count({
    collection: 'users',
    where: { and: [{ roles: { in: ['administrator'] } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  if (others.totalDocs === 0) {
    throw new PublicRefusal('At least one user must stay an administrator.', 400)
  }
}

/** Taking away the last administrator's role would leave nobody to give roles: refused. */
export const keepAnAdministrator: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !Array.isArray(data.roles) || originalDoc?.id == null) return data
  if (isAdministratorDoc(originalDoc) && !data.roles.includes('administrator')) {
    await refuseIfLastAdministrator(req, originalDoc.id)
  }
  return data
}

/** …and so would deleting the last administrator's account. */
export const keepAnAdministratorOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (isAdministratorDoc(doc)) await refuseIfLastAdministrator(req, id)
}

import type {
  Access,
  CollectionBeforeValidateHook,
  FieldAccess,
  GlobalBeforeValidateHook,
  PayloadRequest,
} from 'payload'
import { PublicRefusal } from './public-refusal'
import {
  ADMIN_ROLES,
  CONTENT_ROLES,
  hasAnyRole,
  localeWriteRefusal,
  MEMBER_DATA_ROLES,
  type Role,
  SITE_ROLES,
} from './roles'

/**
 * CMS users (the `users` collection) read and change content over Payload's REST API, each as
 * far as their roles allow (src/cms/roles.ts, docs/decisions.md "Roles"). The site itself reads
 * content on the server through the Local API, so visitors and members have no business with
 * the REST API at all: every content collection and global is CMS-only there, and members-only
 * fields cannot leak through any query shape (select, where, sort, depth, populate,
 * locale=all). See docs/security.md. A collection a role may not read is left out of that
 * role's admin navigation by Payload.
 */
const withRoles =
  (roles: readonly Role[]): Access =>
  ({ req }) =>
    hasAnyRole(req.user, roles)

/** Content: administrators, editors and market editors (writes bound by `marketLocalesOnly`). */
export const mayEditContent: Access = withRoles(CONTENT_ROLES)
/** Site-wide: deleting a document (all its locales), redirects, site options, forms. */
export const mayManageSite: Access = withRoles(SITE_ROLES)
/** Member accounts and other personal data: administrators and member support. */
export const mayHandleMemberData: Access = withRoles(MEMBER_DATA_ROLES)
export const isAdministrator: Access = withRoles(ADMIN_ROLES)

/** Field-level: only administrators set roles and a market editor's locales. */
export const administratorField: FieldAccess = ({ req }) => hasAnyRole(req.user, ADMIN_ROLES)
/** Field-level: members' personal data, for member support and administrators. */
export const memberDataField: FieldAccess = ({ req }) => hasAnyRole(req.user, MEMBER_DATA_ROLES)

/**
 * Uploaded files are public (every page shows them from /api/media/file/…); the media documents
 * themselves (alt texts, sizes, who uploaded what) are read over REST by content roles only.
 */
export const contentOrStaticFile: Access = ({ req, isReadingStaticFile }) =>
  hasAnyRole(req.user, CONTENT_ROLES) || isReadingStaticFile === true

function refuseOtherMarkets(req: PayloadRequest) {
  const refusal = localeWriteRefusal(req.user, req.locale)
  // 403 with our words (isPublic): the admin shows it as the save's error message.
  if (refusal) throw new PublicRefusal(refusal, 403)
}

/**
 * A market editor writes only the locales assigned to them: checked before anything else of a
 * create or update, from the operation's locale (the admin's locale switcher, `?locale=` over
 * REST, `locale` in the Local API). Reading stays open to them in every locale.
 */
export const marketLocalesOnly: CollectionBeforeValidateHook = ({ req, data }) => {
  refuseOtherMarkets(req)
  return data
}

export const marketLocalesOnlyGlobal: GlobalBeforeValidateHook = ({ req, data }) => {
  refuseOtherMarkets(req)
  return data
}

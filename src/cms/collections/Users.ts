import { type Access, type CollectionConfig, NotFound } from 'payload'
import { adminRequestPolicy } from '@/security/admin-origin'
import { deploymentFromEnv } from '@/security/headers'
import { administratorField, isAdministrator } from '../access'
import { LOCALE_OPTIONS, labelledOptions } from '../fields/options'
import { ADMIN_ROLES, hasAnyRole, ROLE_LABELS, ROLES } from '../roles'
import { editorPasswordRule, equalWorkLogin } from './editor-password'
import {
  firstUserIsAdministrator,
  keepAnAdministrator,
  keepAnAdministratorOnDelete,
} from './user-roles'

/** Administrators see and change every CMS user; everyone else only their own account. */
const administratorOrSelf: Access = ({ req }) => {
  if (hasAnyRole(req.user, ADMIN_ROLES)) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}

/**
 * CMS users, each with roles (src/cms/roles.ts, docs/decisions.md "Roles"). Site members get
 * their own auth collection (kept apart from the admin).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin', defaultColumns: ['email', 'name', 'roles'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // payload-token: Secure in production over https (src/security/admin-origin.ts); Lax, so a
    // link from another site still opens the admin signed in, but no cross-site POST carries it.
    cookies: {
      secure: adminRequestPolicy(deploymentFromEnv()).secureCookie,
      sameSite: 'Lax',
    },
  },
  access: {
    read: administratorOrSelf,
    create: isAdministrator,
    update: administratorOrSelf,
    delete: isAdministrator,
  },
  hooks: {
    beforeValidate: [editorPasswordRule],
    beforeOperation: [equalWorkLogin],
    beforeChange: [firstUserIsAdministrator, keepAnAdministrator],
    beforeDelete: [keepAnAdministratorOnDelete],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      // hasMany: roles add up (an editor who also answers members holds both).
      name: 'roles',
      type: 'select',
      hasMany: true,
      defaultValue: ['editor'],
      options: labelledOptions(ROLES, ROLE_LABELS),
      access: { create: administratorField, update: administratorField },
      admin: {
        position: 'sidebar',
        description: 'What this user may do. Only an administrator changes roles.',
      },
    },
    {
      // Not `locales`: Payload's SQL adapters name their per-locale tables `_locales`.
      name: 'market_locales',
      label: 'Market locales',
      type: 'select',
      hasMany: true,
      options: LOCALE_OPTIONS,
      access: { create: administratorField, update: administratorField },
      admin: {
        position: 'sidebar',
        description: 'The locales a market editor may write. Every locale stays readable.',
        condition: (data) => Array.isArray(data?.roles) && data.roles.includes('market_editor'),
      },
    },
  ],
  // Payload adds POST /verify/:token to every auth collection, even without `verify`; here it
  // queried a field that does not exist and answered 500 (found by the endpoint fuzz). Editors
  // are never verified by email: the route does not exist. Ours come first, so this one answers.
  endpoints: [
    {
      path: '/verify/:id',
      method: 'post',
      handler: (req) => {
        throw new NotFound(req.t)
      },
    },
  ],
}

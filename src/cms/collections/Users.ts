import type { CollectionConfig } from 'payload'
import { adminRequestPolicy } from '@/security/admin-origin'
import { deploymentFromEnv } from '@/security/headers'
import { isEditor } from '../access'
import { editorPasswordRule, equalWorkLogin } from './editor-password'

/** CMS editors. Site members get their own auth collection (kept apart from the admin). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
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
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeValidate: [editorPasswordRule], beforeOperation: [equalWorkLogin] },
  fields: [{ name: 'name', type: 'text' }],
}

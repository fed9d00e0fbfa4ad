import { type CollectionConfig, NotFound } from 'payload'
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

import type { CollectionConfig } from 'payload'
import { isEditor } from '../access'
import { editorPasswordRule, equalWorkLogin } from './editor-password'

/** CMS editors. Site members get their own auth collection (kept apart from the admin). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeValidate: [editorPasswordRule], beforeOperation: [equalWorkLogin] },
  fields: [{ name: 'name', type: 'text' }],
}

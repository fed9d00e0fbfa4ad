import type { CollectionConfig } from 'payload'
import { editorOnly } from './access'

/** Attempt counters of the members API, in the database so that every instance shares them. */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { group: 'Members', hidden: true },
  endpoints: false,
  access: { read: editorOnly, create: () => false, update: () => false, delete: editorOnly },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true },
    { name: 'window_start', type: 'number', required: true },
  ],
}

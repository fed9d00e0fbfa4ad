import type { CollectionConfig } from 'payload'
import { editorOrOwner } from './access'
import { BOOKMARKABLE } from './bookmarkable'

/** A member's bookmark of one of the bookmarkable items (BOOKMARKABLE). */
export const Bookmarks: CollectionConfig = {
  slug: 'bookmarks',
  admin: { group: 'Members', defaultColumns: ['member', 'item', 'createdAt'] },
  endpoints: false,
  access: {
    read: editorOrOwner,
    create: editorOrOwner,
    update: editorOrOwner,
    delete: editorOrOwner,
  },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'item', type: 'relationship', relationTo: [...BOOKMARKABLE], required: true },
  ],
}

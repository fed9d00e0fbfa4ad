import type { CollectionConfig } from 'payload'
import { memberDataOrOwner } from './access'
import { BOOKMARKABLE } from './bookmarkable'

/** A member's bookmark of one of the bookmarkable items (BOOKMARKABLE). */
export const Bookmarks: CollectionConfig = {
  slug: 'bookmarks',
  admin: { group: 'Members', defaultColumns: ['member', 'item', 'createdAt'] },
  endpoints: false,
  access: {
    read: memberDataOrOwner,
    create: memberDataOrOwner,
    update: memberDataOrOwner,
    delete: memberDataOrOwner,
  },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'item', type: 'relationship', relationTo: [...BOOKMARKABLE], required: true },
  ],
}

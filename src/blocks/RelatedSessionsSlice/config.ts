import type { Block } from 'payload'

/**
 * Masterclass session cards picked by the editor (SPEC §2.5).
 * Not required: the seed may create the block before the referenced documents exist, and an
 * empty list renders nothing.
 */
export const RelatedSessionsSliceBlock: Block = {
  slug: 'related_sessions_slice',
  interfaceName: 'RelatedSessionsSlice',
  labels: { singular: 'Related masterclass sessions', plural: 'Related masterclass sessions' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'sessions', type: 'relationship', relationTo: 'sessions', hasMany: true },
  ],
}

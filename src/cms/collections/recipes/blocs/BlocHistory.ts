import type { Block } from 'payload'

/** V2 history (SPEC §3): the story of the cocktail. */
export const BlocHistory: Block = {
  slug: 'bloc_history',
  interfaceName: 'BlocHistory',
  labels: { singular: 'History', plural: 'Histories' },
  fields: [
    { name: 'label', type: 'text' },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'richText' },
  ],
}

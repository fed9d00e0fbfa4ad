import { httpUrlField } from '@/cms/collections/editorial/fields'
import { contentCollection } from '@/cms/collections/factory'

/**
 * The NFT collection's collectibles (issue 15): a numbered decanter's digital twin, shown in the
 * nft-collection template's gallery with a detail view. No wallet: the owner link points to the
 * token's public page on a marketplace or explorer. Editors only over REST; the site reads them
 * through src/content/collectibles.ts.
 */
export const Collectibles = contentCollection({
  slug: 'collectibles',
  labels: { singular: 'Collectible', plural: 'Collectibles' },
  group: 'Catalog',
  hasPage: false,
  defaultSort: 'edition_number',
  columns: ['edition_number', 'edition_size'],
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      type: 'row',
      fields: [
        { name: 'edition_number', label: 'Edition number', type: 'number', required: true, min: 1 },
        { name: 'edition_size', label: 'Edition size', type: 'number', required: true, min: 1 },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    httpUrlField('owner_link', { label: 'Owner link (the token’s public page)' }),
  ],
})

import type { CollectionConfig } from 'payload'
import { wordOptions } from '@/cms/fields/options'
import { imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import { COCKTAIL_BLOCS } from './blocs'
import {
  dateField,
  ingredientsField,
  mediaUrlField,
  minutesField,
  stepsField,
  tasteField,
} from './fields'

export const QUOTE_BACKGROUNDS = ['cream', 'blue', 'red', 'amber', 'ink'] as const

/** Legacy fields are used only when templateV2 is off; the admin hides them otherwise. */
const isLegacy = (data: Partial<{ templateV2: boolean }>) => !data?.templateV2
const isV2 = (data: Partial<{ templateV2: boolean }>) => Boolean(data?.templateV2)

/**
 * Cocktail recipes (SPEC §2.6, §3). One document, two page variants: the legacy page is built
 * from fixed fields (hero, recipe, video, history), the V2 page from the ordered `blocs`.
 * Card fields (title, description, cover, preparation time, taste) serve both and the lists.
 */
export const Cocktails: CollectionConfig = contentCollection({
  slug: 'cocktails',
  labels: { singular: 'Cocktail', plural: 'Cocktails' },
  group: 'Recipes',
  columns: ['taste', 'templateV2'],
  fields: [
    dateField(),
    tasteField(),
    {
      name: 'templateV2',
      type: 'checkbox',
      defaultValue: false,
      label: 'Use the V2 template (blocs)',
      admin: { position: 'sidebar' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card and hero',
          fields: [
            { name: 'description', type: 'textarea', localized: true },
            imageField('cover', { required: true }),
            {
              type: 'row',
              fields: [
                minutesField('preparation_time', 'Preparation time', { width: '50%' }),
                {
                  name: 'hide_time',
                  type: 'checkbox',
                  defaultValue: false,
                  label: 'Hide the preparation time',
                  admin: { width: '50%', style: { alignSelf: 'center' } },
                },
              ],
            },
          ],
        },
        {
          label: 'Legacy page',
          description: 'The page as built from these fields while the V2 template is off.',
          admin: { condition: isLegacy },
          fields: [
            {
              name: 'recipe',
              type: 'group',
              admin: { condition: isLegacy },
              fields: [
                ingredientsField({ localized: true }),
                stepsField('instructions', [
                  mediaUrlField('video_url', {
                    label: 'Video URL',
                    admin: { description: 'A video shown instead of the image.' },
                  }),
                ]),
                { name: 'serving_tips', label: 'Serving tips', type: 'textarea', localized: true },
              ],
            },
            {
              name: 'quote',
              type: 'group',
              admin: { condition: isLegacy },
              fields: [
                { name: 'quote', type: 'textarea', localized: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text', localized: true },
                    // Localized: names are transliterated in zh and ru.
                    { name: 'author', type: 'text', localized: true },
                    {
                      name: 'background',
                      type: 'select',
                      defaultValue: 'cream',
                      options: wordOptions(QUOTE_BACKGROUNDS),
                    },
                  ],
                },
              ],
            },
            {
              name: 'cocktail_video',
              label: 'Cocktail video',
              type: 'group',
              admin: { condition: isLegacy },
              fields: [mediaUrlField('url')],
            },
            {
              name: 'display_history',
              label: 'Show the history section',
              type: 'checkbox',
              defaultValue: false,
              admin: { condition: isLegacy },
            },
            {
              name: 'history',
              type: 'group',
              admin: { condition: (data) => isLegacy(data) && Boolean(data?.display_history) },
              fields: [
                { name: 'label', type: 'text', localized: true },
                { name: 'title', type: 'text', localized: true },
                { name: 'content', type: 'richText', localized: true },
              ],
            },
          ],
        },
        {
          label: 'V2 blocs',
          description: 'Shown, in this order, when the V2 template is on.',
          admin: { condition: isV2 },
          fields: [
            {
              name: 'blocs',
              type: 'blocks',
              // Localized as a whole, like page layouts: each locale has its own blocs.
              localized: true,
              blocks: COCKTAIL_BLOCS,
              admin: { condition: isV2, initCollapsed: true },
            },
          ],
        },
        {
          label: 'Related',
          fields: [
            {
              name: 'related_cocktails',
              label: 'Related cocktails',
              type: 'relationship',
              relationTo: 'cocktails',
              hasMany: true,
              maxRows: 8,
              filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
            },
            {
              name: 'related_articles',
              label: 'Related articles',
              type: 'relationship',
              relationTo: 'articles',
              hasMany: true,
              maxRows: 6,
            },
          ],
        },
      ],
    },
    seoField(),
  ],
})

import type { Field } from 'payload'
import { imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'

export const PRODUCT_RANGES = ['core', 'prestige', 'limited-edition'] as const
export type ProductRange = (typeof PRODUCT_RANGES)[number]

/** The axes of the comparator's flavour chart, each scored 0–10. */
export const FLAVOUR_AXES = ['fruity', 'floral', 'spicy', 'woody', 'sweet'] as const
export type FlavourAxis = (typeof FLAVOUR_AXES)[number]

const score = (name: FlavourAxis): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 10,
  defaultValue: 5,
  admin: { step: 1, width: '20%' },
})

const localizedText = (name: string, label?: string, description?: string): Field => ({
  name,
  ...(label ? { label } : {}),
  type: 'text',
  localized: true,
  ...(description ? { admin: { description } } : {}),
})

/**
 * A cognac of the collection: the Product detail page (`/{locale}/collection/{slug}/`), the
 * comparator (tasting notes and numbers lined up side by side), the store locator filter and the
 * click-to-buy modal (SPEC §2.1, §3 Product, §3 Modal data ctb_modal). Tabs only group the admin
 * form: the data keeps SPEC §3's flat field names (small_description, grouping_id, …).
 */
export const Products = contentCollection({
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  group: 'Catalog',
  defaultSort: 'sort_order',
  columns: ['range', 'sort_order'],
  fields: [
    {
      name: 'range',
      type: 'select',
      required: true,
      defaultValue: 'core',
      options: [
        { value: 'core', label: 'Core' },
        { value: 'prestige', label: 'Prestige' },
        { value: 'limited-edition', label: 'Limited edition' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'sort_order',
      label: 'Sort order',
      type: 'number',
      required: true,
      defaultValue: 100,
      index: true,
      admin: { position: 'sidebar', description: 'Lower numbers come first in the collection.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'small_description',
              label: 'Short description',
              type: 'textarea',
              required: true,
              localized: true,
              admin: { description: 'One sentence for cards, sliders and the comparator.' },
            },
            { name: 'description', type: 'richText', localized: true },
            {
              type: 'row',
              fields: [
                {
                  ...imageField('image'),
                  admin: { description: 'Bottle shot, portrait.', width: '50%' },
                } as Field,
                {
                  ...imageField('cover'),
                  admin: { description: 'Wide image behind the product hero.', width: '50%' },
                } as Field,
              ],
            },
            {
              name: 'gallery',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              admin: {
                description:
                  'Images of the product gallery (the product_gallery modal), in order. Empty: no gallery.',
              },
            },
          ],
        },
        {
          label: 'Tasting',
          fields: [
            localizedText('colour'),
            { name: 'nose', type: 'textarea', localized: true },
            { name: 'palate', type: 'textarea', localized: true },
            { name: 'finish', type: 'textarea', localized: true },
            {
              name: 'flavour_profile',
              label: 'Flavour profile',
              type: 'group',
              admin: { description: 'Scores from 0 (absent) to 10 (dominant) for the comparator.' },
              fields: [{ type: 'row', fields: FLAVOUR_AXES.map(score) }],
            },
          ],
        },
        {
          label: 'Technical',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'age_statement_years',
                  label: 'Minimum age (years)',
                  type: 'number',
                  min: 0,
                  max: 200,
                  admin: { width: '33%' },
                },
                {
                  name: 'abv',
                  label: 'ABV (%)',
                  type: 'number',
                  required: true,
                  min: 0,
                  max: 100,
                  defaultValue: 40,
                  admin: { step: 0.1, width: '33%' },
                },
                {
                  name: 'volume_ml',
                  label: 'Volume (ml)',
                  type: 'number',
                  required: true,
                  min: 1,
                  defaultValue: 700,
                  admin: { width: '33%' },
                },
              ],
            },
            localizedText('cru', 'Cru', 'Cru or region of the eaux-de-vie, e.g. Grande Champagne.'),
            localizedText('cask_type', 'Cask type'),
            localizedText('distillation'),
          ],
        },
        {
          label: 'Commerce',
          fields: [
            {
              name: 'grouping_id',
              label: 'Grouping ID',
              type: 'text',
              index: true,
              admin: { description: 'The click-to-buy id of this product (ctb_modal groupingId).' },
              validate: (
                value: unknown,
                { siblingData }: { siblingData: { click_to_buy?: unknown } },
              ) =>
                !siblingData.click_to_buy ||
                (typeof value === 'string' && value.trim() !== '') ||
                'A click-to-buy product needs its grouping id.',
            },
            {
              name: 'click_to_buy',
              type: 'checkbox',
              defaultValue: false,
              label: 'Show the click-to-buy button',
            },
            {
              name: 'store_locator',
              type: 'checkbox',
              defaultValue: false,
              label: 'Offered in the store locator',
            },
          ],
        },
      ],
    },
    seoField(),
  ],
})

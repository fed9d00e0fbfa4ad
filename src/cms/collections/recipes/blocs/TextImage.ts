import type { Block } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { wordOptions } from '@/cms/fields/options'
import { imageField } from '../../../fields/common'

export const TEXT_IMAGE_TYPES = ['double', 'normal', 'big', 'square', 'big_square'] as const
export const BUTTON_COLORS = ['blue', 'red', 'cream'] as const

/**
 * A text-image bloc inside a V2 cocktail (SPEC §2.5 text-image types and buttons). The slug is
 * `text_image` like the page block, but this schema is the cocktail's own, hence its own
 * interface name.
 */
export const CocktailTextImage: Block = {
  slug: 'text_image',
  interfaceName: 'CocktailTextImageBloc',
  labels: { singular: 'Text and image', plural: 'Texts and images' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'normal',
          options: wordOptions(TEXT_IMAGE_TYPES),
          admin: { width: '40%' },
        },
        { name: 'reverse', type: 'checkbox', defaultValue: false, admin: { width: '30%' } },
        { name: 'centered', type: 'checkbox', defaultValue: false, admin: { width: '30%' } },
      ],
    },
    { name: 'subtitle', type: 'text' },
    { name: 'title', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'quote', type: 'textarea' },
    imageField('image', { required: true }),
    {
      name: 'buttons',
      admin: rowLabel('label', 'Button'),
      type: 'array',
      maxRows: 2,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'link', type: 'text', required: true },
            {
              name: 'button_color',
              label: 'Button colour',
              type: 'select',
              defaultValue: 'blue',
              options: wordOptions(BUTTON_COLORS),
            },
          ],
        },
        {
          name: 'forward_querystring',
          label: 'Pass the page’s query string on',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: "Pass the page's query string on to the link." },
        },
      ],
    },
  ],
}

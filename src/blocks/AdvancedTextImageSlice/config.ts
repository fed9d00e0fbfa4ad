import type { Block } from 'payload'
import { imageField } from '@/cms/fields/common'
import { buttonsField } from '@/cms/fields/link'

export const ADVANCED_IMAGE_POSITIONS = ['left', 'right', 'top'] as const
export const ADVANCED_IMAGE_WIDTHS = ['third', 'half', 'two_thirds'] as const
export const ADVANCED_THEMES = ['light', 'cream', 'dark'] as const

/**
 * The spec names this layout only. Design: the text-image idea with the editor in charge of the
 * layout: an eyebrow, a title, rich text, an image with its caption, where the image sits (left,
 * right or above), how wide it is, the colour theme, and buttons.
 */
export const AdvancedTextImageSliceBlock: Block = {
  slug: 'advanced_text_image_slice',
  interfaceName: 'AdvancedTextImageSlice',
  labels: { singular: 'Advanced text and image', plural: 'Advanced texts and images' },
  fields: [
    { name: 'eyebrow', type: 'text', admin: { description: 'A short line above the title.' } },
    { name: 'title', type: 'text', required: true },
    { name: 'content', type: 'richText' },
    imageField('image', { required: true }),
    { name: 'caption', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'image_position',
          type: 'select',
          defaultValue: 'right',
          options: ADVANCED_IMAGE_POSITIONS.map((value) => ({ value, label: value })),
        },
        {
          name: 'image_width',
          type: 'select',
          defaultValue: 'half',
          options: ADVANCED_IMAGE_WIDTHS.map((value) => ({
            value,
            label: value.replace('_', ' '),
          })),
        },
        {
          name: 'theme',
          type: 'select',
          defaultValue: 'light',
          options: ADVANCED_THEMES.map((value) => ({ value, label: value })),
        },
      ],
    },
    buttonsField(),
  ],
}

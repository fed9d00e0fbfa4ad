import type { Block } from 'payload'
import { imageField } from '@/cms/fields/common'
import { buttonsField } from '@/cms/fields/link'
import { labelledOptions, wordOptions } from '@/cms/fields/options'

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
          label: 'Image position',
          type: 'select',
          defaultValue: 'right',
          options: wordOptions(ADVANCED_IMAGE_POSITIONS),
        },
        {
          name: 'image_width',
          label: 'Image width',
          type: 'select',
          defaultValue: 'half',
          options: labelledOptions(ADVANCED_IMAGE_WIDTHS, {
            third: 'One third of the width',
            half: 'Half of the width',
            two_thirds: 'Two thirds of the width',
          }),
        },
        {
          name: 'theme',
          type: 'select',
          defaultValue: 'light',
          options: wordOptions(ADVANCED_THEMES),
        },
      ],
    },
    buttonsField(),
  ],
}

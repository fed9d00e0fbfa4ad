import type { Block, Field } from 'payload'
import { imageField } from '@/cms/fields/common'
import { buttonsField } from '@/cms/fields/link'
import { wordOptions } from '@/cms/fields/options'

/** SPEC §2.5: the text-image types. */
export const TEXT_IMAGE_TYPES = ['double', 'normal', 'big', 'square', 'big_square'] as const

/** Background colours behind a text-image block; `none` leaves the page's own. */
export const TEXT_IMAGE_BACKGROUNDS = ['none', 'cream', 'blue', 'dark'] as const

/**
 * The fields every text-image block shares (text_image_slice, text_image and each slice of
 * text_image_section_slice): type, reverse (image on the other side), centre (centred text),
 * subtitle, title, description, image (a second one for `double`), quote, background, buttons.
 */
export function textImageFields(): Field[] {
  return [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          defaultValue: 'normal',
          required: true,
          options: wordOptions(TEXT_IMAGE_TYPES),
        },
        {
          name: 'background',
          type: 'select',
          defaultValue: 'none',
          options: wordOptions(TEXT_IMAGE_BACKGROUNDS),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reverse',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Image on the other side.' },
        },
        { name: 'centre', type: 'checkbox', defaultValue: false, label: 'Centre the text' },
      ],
    },
    { name: 'subtitle', type: 'text' },
    { name: 'title', type: 'text' },
    { name: 'description', type: 'richText' },
    imageField('image', { required: true }),
    {
      name: 'image_secondary',
      label: 'Second image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: 'The second image of the double type.',
        condition: (_, siblingData) => siblingData?.type === 'double',
      },
    },
    { name: 'quote', type: 'textarea', admin: { description: 'An optional pull quote.' } },
    buttonsField(),
  ]
}

export const TextImageSliceBlock: Block = {
  slug: 'text_image_slice',
  interfaceName: 'TextImageSlice',
  labels: { singular: 'Text and image', plural: 'Texts and images' },
  fields: textImageFields(),
}

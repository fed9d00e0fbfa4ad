import type { Block } from 'payload'

export const RichTextSliceBlock: Block = {
  slug: 'richtext_slice',
  interfaceName: 'RichTextSlice',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}

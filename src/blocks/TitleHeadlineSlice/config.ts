import type { Block } from 'payload'

export const TitleHeadlineSliceBlock: Block = {
  slug: 'title_headline_slice',
  interfaceName: 'TitleHeadlineSlice',
  labels: { singular: 'Title and headline', plural: 'Titles and headlines' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'headline', type: 'textarea' },
  ],
}

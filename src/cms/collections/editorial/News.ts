import { imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import { bodyField, dateField, excerptField, tagsField, thumbnailField } from './fields'

/** News of the house (SPEC §3 Post; listed by the News template page). */
export const News = contentCollection({
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  group: 'Editorial',
  columns: ['date'],
  fields: [
    dateField(),
    imageField('cover', { required: true }),
    thumbnailField(),
    excerptField(),
    bodyField(),
    tagsField(),
    seoField(),
  ],
})

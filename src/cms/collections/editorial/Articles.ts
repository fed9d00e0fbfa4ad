import { membersOnlyField } from '@/account/cms/exclusive-access'
import { exclusiveFields, imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import {
  bodyField,
  dateField,
  excerptField,
  hideTimeField,
  secondsField,
  tagsField,
  thumbnailField,
} from './fields'

/** Articles (SPEC §2.1 Article page, §3 "Article or video card"). */
export const Articles = contentCollection({
  slug: 'articles',
  labels: { singular: 'Article', plural: 'Articles' },
  group: 'Editorial',
  columns: ['date', 'category', 'exclusive'],
  fields: [
    dateField(),
    imageField('cover', { required: true }),
    thumbnailField(),
    excerptField(),
    membersOnlyField('articles', bodyField()),
    secondsField('reading_time', 'Reading time (seconds)', 'Reading time in seconds.'),
    hideTimeField(),
    tagsField(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      admin: { position: 'sidebar' },
    },
    membersOnlyField('articles', {
      name: 'related_articles',
      label: 'Related articles',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      // An article is never related to itself.
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    }),
    ...exclusiveFields(),
    seoField(),
  ],
})

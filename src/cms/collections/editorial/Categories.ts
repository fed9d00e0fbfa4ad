import { contentCollection } from '../factory'

/** Article categories: one per article, for grouping on list pages. */
export const Categories = contentCollection({
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  group: 'Editorial',
  defaultSort: 'title',
  fields: [{ name: 'description', type: 'textarea', localized: true }],
})

import { contentCollection } from '../factory'

/** The tag taxonomy (SPEC §2.1 post_tag): `/{locale}/tag/{slug}/` lists everything tagged. */
export const Tags = contentCollection({
  slug: 'tags',
  labels: { singular: 'Tag', plural: 'Tags' },
  group: 'Editorial',
  defaultSort: 'title',
  fields: [{ name: 'description', type: 'textarea', localized: true }],
})

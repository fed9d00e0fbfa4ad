/**
 * Cache tags shared by the content access layer (which tags what it reads) and the CMS hooks
 * (which expire them on publish). A change to any document of a collection expires every cached
 * read of that collection: a new or renamed page can fill a path that used to be a 404.
 */
export const collectionTag = (slug: string) => `collection:${slug}`
export const globalTag = (slug: string) => `global:${slug}`

/**
 * Reads that show links to pages and documents (the menu): expired when a linkable document's
 * address or availability changes (src/cms/hooks/revalidate.ts), not on every save.
 */
export const LINK_TARGETS_TAG = 'link-targets'

import type { CollectionSlug, Payload } from 'payload'
import { LOCALE_CODES } from '@/i18n/locales'

/** Documents of one collection that share an address in one locale. */
export interface SlugClash {
  collection: string
  locale: string
  /** The page path or the slug they share. */
  address: string
  docs: { id: number | string; title: string }[]
}

interface Addressed {
  id: number | string
  title?: unknown
  slug?: unknown
  path?: unknown
}

/**
 * Addresses held by more than one document, among one collection's documents in one locale:
 * pages by path (those with a slug: a page without one has no address of its own), others by
 * slug. Pure.
 */
export function clashesAmong(
  collection: string,
  locale: string,
  docs: readonly Addressed[],
): SlugClash[] {
  const byAddress = new Map<string, SlugClash['docs']>()
  for (const doc of docs) {
    if (typeof doc.slug !== 'string' || doc.slug === '') continue
    const address = collection === 'pages' ? doc.path : doc.slug
    if (typeof address !== 'string' || address === '') continue
    const title = typeof doc.title === 'string' ? doc.title : ''
    byAddress.set(address, [...(byAddress.get(address) ?? []), { id: doc.id, title }])
  }
  return [...byAddress]
    .filter(([, holders]) => holders.length > 1)
    .map(([address, holders]) => ({ collection, locale, address, docs: holders }))
}

/**
 * Every clash in the database, in every collection with a slug and every locale: the addresses
 * saved before slugs were checked (issue 17 item 2). Such documents cannot be saved again until
 * one of them takes another slug; this lists them for an editor to fix first.
 */
export async function findSlugClashes(payload: Payload): Promise<SlugClash[]> {
  const clashes: SlugClash[] = []
  for (const collection of payload.config.collections) {
    if (!collection.fields.some((f) => 'name' in f && f.name === 'slug')) continue
    const isPage = collection.slug === 'pages'
    for (const locale of LOCALE_CODES) {
      const { docs } = await payload.find({
        collection: collection.slug as CollectionSlug,
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
        select: isPage ? { title: true, slug: true, path: true } : { title: true, slug: true },
      })
      clashes.push(...clashesAmong(collection.slug, locale, docs as unknown as Addressed[]))
    }
  }
  return clashes
}

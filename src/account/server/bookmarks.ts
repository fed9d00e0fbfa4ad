import type { Payload } from 'payload'
import type { LocaleCode } from '@/i18n/locales'
import type { Member } from '@/payload-types'
import { detailSegmentOf } from '@/routing/content-types'
import { unlessDatabaseUnavailable } from '@/server/http/database-unavailable'
import { BOOKMARKABLE, type BookmarkableCollection } from '../cms/bookmarkable'
import { recordActivity, updateLevel } from './progress'

export interface BookmarkView {
  id: number
  collection: BookmarkableCollection
  itemId: number
  title: string
  href: string | null
}

type Titled = { id: number; title?: string | null; slug?: string | null }

function itemHref(locale: string, collection: string, item: Titled): string | null {
  const segment = detailSegmentOf(collection)
  return segment && item.slug ? `/${locale}/${segment}/${item.slug}/` : null
}

/** The member's bookmarks with each item's title and link in `locale` (deleted items left out). */
export async function listBookmarks(
  payload: Payload,
  memberId: number,
  locale: LocaleCode,
): Promise<BookmarkView[]> {
  const found = await payload.find({
    collection: 'bookmarks',
    where: { member: { equals: memberId } },
    sort: '-createdAt',
    limit: 500,
    depth: 1,
    locale,
    fallbackLocale: false,
    overrideAccess: true,
    select: { item: true },
    populate: Object.fromEntries(BOOKMARKABLE.map((c) => [c, { title: true, slug: true }])),
  })
  return found.docs.flatMap((b) => {
    const { relationTo, value } = b.item
    if (typeof value !== 'object' || value === null) return []
    const item = value as Titled
    return [
      {
        id: b.id,
        collection: relationTo,
        itemId: item.id,
        title: item.title ?? '',
        href: itemHref(locale, relationTo, item),
      },
    ]
  })
}

/** Bookmarks an item once (a second click keeps the first bookmark) and logs the activity. */
export async function addBookmark(
  payload: Payload,
  member: Member,
  collection: BookmarkableCollection,
  itemId: number,
): Promise<boolean> {
  const item = (await payload
    .findByID({
      collection,
      id: itemId,
      depth: 0,
      locale: member.locale as LocaleCode,
      overrideAccess: true,
    })
    .catch(unlessDatabaseUnavailable(null))) as Titled | null
  if (!item) return false
  const existing = await payload.count({
    collection: 'bookmarks',
    where: {
      member: { equals: member.id },
      'item.relationTo': { equals: collection },
      'item.value': { equals: itemId },
    },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return true
  await payload.create({
    collection: 'bookmarks',
    data: { member: member.id, item: { relationTo: collection, value: itemId } },
    overrideAccess: true,
  })
  await recordActivity(payload, member.id, {
    type: 'bookmark_added',
    item: { relationTo: collection, value: itemId },
    label: item.title ?? '',
  })
  await updateLevel(payload, member.id)
  return true
}

export async function removeBookmark(
  payload: Payload,
  member: Member,
  collection: BookmarkableCollection,
  itemId: number,
) {
  await payload.delete({
    collection: 'bookmarks',
    where: {
      member: { equals: member.id },
      'item.relationTo': { equals: collection },
      'item.value': { equals: itemId },
    },
    overrideAccess: true,
  })
}

/**
 * What a card shows and where it leads (SPEC §2.9, §3 "Article or video card", §9 formats).
 * Pure: no React, no I/O. The card components only draw a CardModel.
 */

import type { CardSource } from '@/content/card-sources'
import type { Media } from '@/payload-types'
import { accountHref } from '@/routing/account-paths'
import { detailSegmentOf } from '@/routing/content-types'
import { detailPath } from '@/routing/home-item'
import { localizedPath } from '@/routing/paths'
import { type DurationUnits, formatDate, formatDuration } from '@/rules/format'
import { isMemberLevel, type MemberLevel, meetsLevel } from '@/rules/member-levels'

export interface CardTag {
  name: string
  href: string
}

export interface CardModel {
  kind: string
  title: string
  /** Null: the item has no page (the card is not a link). */
  href: string | null
  external: boolean
  /** Members-only item: the card shows a lock (whoever looks at it). */
  exclusive: boolean
  /** The link goes to the sign-in page instead of the item (visitor not allowed in). */
  locked: boolean
  minLevel: MemberLevel | null
  date: string
  /** ISO date for <time dateTime>, null when there is no date. */
  dateTime: string | null
  duration: string
  excerpt: string
  tags: CardTag[]
  image: Media | number | null
}

export interface CardContext {
  locale: string
  units?: Partial<DurationUnits>
  /**
   * The visitor's member level; null for a visitor who is not signed in. Public pages are static,
   * so they are always built for null; the members' pages can pass a level.
   */
  viewerLevel?: MemberLevel | null
}

/** The path of an item's own page (`/en-ww/articles/the-art-of-blending/`), or null. */
export function itemPath(locale: string, collection: string, slug: string | null | undefined) {
  const segment = detailSegmentOf(collection)
  if (!segment || !slug) return null
  return detailPath(locale, segment, slug)
}

/** The tag page of a tag (`/{locale}/tag/{slug}/`). */
export function tagPath(locale: string, slug: string): string {
  return localizedPath(locale, `/tag/${slug}/`)
}

/**
 * Whether the visitor may open a members-only item: a signed-in member whose level reaches the
 * item's minimum (level1 when none is set). A visitor who is not signed in never may.
 */
export function canOpen(
  exclusive: boolean,
  minLevel: MemberLevel | null,
  viewerLevel: MemberLevel | null | undefined,
): boolean {
  if (!exclusive) return true
  if (viewerLevel == null) return false
  return meetsLevel(viewerLevel, minLevel ?? 'level1')
}

export function buildCardModel(source: CardSource, context: CardContext): CardModel {
  const { locale, units, viewerLevel = null } = context
  const exclusive = source.exclusive === true
  const minLevel = isMemberLevel(source.minLevel) ? source.minLevel : null
  const path = itemPath(locale, source.kind, source.slug)
  const allowed = canOpen(exclusive, minLevel, viewerLevel)
  let href: string | null = null
  let external = false
  if (path) {
    // SPEC §2.9: a non-member goes to the members' sign-in page, then back to the item.
    href = allowed ? path : accountHref(locale, 'sign-in', path)
  } else if (source.externalUrl) {
    href = source.externalUrl
    external = true
  }
  const seconds = source.seconds
  const duration =
    !source.hideTime && typeof seconds === 'number' && seconds > 0
      ? formatDuration(seconds, units)
      : ''
  const date = source.date ? formatDate(source.date, locale) : ''
  return {
    kind: source.kind,
    title: source.title,
    href,
    external,
    exclusive,
    locked: exclusive && !allowed && path !== null,
    minLevel,
    date,
    dateTime: date && source.date ? source.date : null,
    duration,
    excerpt: source.excerpt ?? '',
    tags: (source.tags ?? []).flatMap((tag) =>
      tag.slug ? [{ name: tag.title, href: tagPath(locale, tag.slug) }] : [],
    ),
    image: source.image ?? null,
  }
}

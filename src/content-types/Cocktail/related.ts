import type { Article, Cocktail, Media } from '@/payload-types'
import { detailSegmentOf } from '@/routing/detail-collections'
import { localizedPath } from '@/routing/paths'
import { populated } from './cocktail-data'
import type { RelatedCard } from './RelatedCards'

function detailHref(locale: string, collection: string, slug: string): string {
  const segment = detailSegmentOf(collection)
  return localizedPath(locale, `/${segment}/${slug}/`)
}

/** Cards of related cocktails that have a slug in this locale. */
export function cocktailCards(
  locale: string,
  items: ReadonlyArray<number | Cocktail> | null | undefined,
): RelatedCard[] {
  return populated(items)
    .filter((c) => c.slug && c.available !== false)
    .map((c) => ({
      id: c.id,
      title: c.title,
      href: detailHref(locale, 'cocktails', c.slug as string),
      image: c.cover as number | Media,
    }))
}

/** Cards of related articles (their card image, else the cover). */
export function articleCards(
  locale: string,
  items: ReadonlyArray<number | Article> | null | undefined,
): RelatedCard[] {
  return populated(items)
    .filter((a) => a.slug && a.available !== false)
    .map((a) => ({
      id: a.id,
      title: a.title,
      href: detailHref(locale, 'articles', a.slug as string),
      image: a.thumbnail ?? a.cover,
    }))
}

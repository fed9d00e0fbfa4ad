import { CardList } from '@/components/cards/CardList'
import { relationIds } from '@/content/card-sources'
import { cardsByIds } from '@/content/cards'
import type { LocaleCode } from '@/i18n/locales'
import { contentKit } from '@/server/content-kit'

/**
 * "More cocktails" and "related articles" (SPEC §2.6) as the site's shared cards, so an
 * exclusive article shows its lock and sends a visitor to sign in with redirect_to (§2.9).
 * Picks not available in the locale are left out; no picks, no section.
 */
export async function RelatedCards({
  title,
  collection,
  locale,
  items,
}: {
  title: string
  collection: 'cocktails' | 'articles'
  locale: LocaleCode
  items: ReadonlyArray<number | { id: number }> | null | undefined
}) {
  const [kit, cards] = await Promise.all([
    contentKit(locale),
    cardsByIds(collection, locale, relationIds(items)),
  ])
  if (cards.length === 0) return null
  return (
    <section className="recipe-related">
      <h2 className="recipe__heading">{title}</h2>
      <CardList kit={kit} items={cards} />
    </section>
  )
}

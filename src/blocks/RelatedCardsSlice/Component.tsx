import { CardList } from '@/components/cards/CardList'
import { relationIds } from '@/content/card-sources'
import { cardsByIds } from '@/content/cards'
import type {
  RelatedArticlesSlice as RelatedArticlesData,
  RelatedCocktailsSlice as RelatedCocktailsData,
  RelatedSessionsSlice as RelatedSessionsData,
} from '@/payload-types'
import { contentKit } from '@/server/content-kit'
import type { BlockProps } from '../types'

interface RelatedCardsProps {
  title: string | null | undefined
  collection: 'articles' | 'cocktails' | 'sessions'
  picked: ReadonlyArray<number | { id: number }> | null | undefined
  locale: BlockProps<unknown>['locale']
}

/**
 * The cards of the documents an editor picked, in the editor's order, available ones only;
 * nothing when none is left. The three related slices differ only in their collection.
 */
async function RelatedCards({ title, collection, picked, locale }: RelatedCardsProps) {
  const [kit, cards] = await Promise.all([
    contentKit(locale),
    cardsByIds(collection, locale, relationIds(picked)),
  ])
  if (cards.length === 0) return null
  return (
    <section className="block block--related">
      {title ? <h2 className="block__title">{title}</h2> : null}
      <CardList kit={kit} items={cards} label={title ?? undefined} />
    </section>
  )
}

export function RelatedArticlesSlice({ block, locale }: BlockProps<RelatedArticlesData>) {
  return (
    <RelatedCards
      title={block.title}
      collection="articles"
      picked={block.articles}
      locale={locale}
    />
  )
}

export function RelatedCocktailsSlice({ block, locale }: BlockProps<RelatedCocktailsData>) {
  return (
    <RelatedCards
      title={block.title}
      collection="cocktails"
      picked={block.cocktails}
      locale={locale}
    />
  )
}

/** Masterclass session cards (SPEC §2.5). */
export function RelatedSessionsSlice({ block, locale }: BlockProps<RelatedSessionsData>) {
  return (
    <RelatedCards
      title={block.title}
      collection="sessions"
      picked={block.sessions}
      locale={locale}
    />
  )
}

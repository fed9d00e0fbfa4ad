import { CardList } from '@/components/cards/CardList'
import { relationIds } from '@/content/card-sources'
import { cardsByIds } from '@/content/cards'
import type { RelatedArticlesSlice as RelatedArticlesSliceData } from '@/payload-types'
import { contentKit } from '@/server/content-kit'
import type { BlockProps } from '../registry'

/** Article cards picked by the editor, in order, available ones only. */
export async function RelatedArticlesSlice({
  block,
  locale,
}: BlockProps<RelatedArticlesSliceData>) {
  const [kit, articles] = await Promise.all([
    contentKit(locale),
    cardsByIds('articles', locale, relationIds(block.articles)),
  ])
  if (articles.length === 0) return null
  return (
    <section className="block block--related">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <CardList kit={kit} items={articles} label={block.title ?? undefined} />
    </section>
  )
}

import { CardList } from '@/components/cards/CardList'
import { cardSourceOf, populated } from '@/components/cards/card-sources'
import { contentKit } from '@/content-types/kit'
import type { Article, RelatedArticlesSlice as RelatedArticlesSliceData } from '@/payload-types'
import type { BlockProps } from '../registry'

/** Article cards picked by the editor, in order; those not available in the locale are left out. */
export async function RelatedArticlesSlice({
  block,
  locale,
}: BlockProps<RelatedArticlesSliceData>) {
  const articles = (block.articles ?? []).flatMap((a) => {
    const doc = populated<Article>(a)
    return doc?.available ? [cardSourceOf({ collection: 'articles', doc })] : []
  })
  if (articles.length === 0) return null
  const kit = await contentKit(locale)
  return (
    <section className="block block--related">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <CardList kit={kit} items={articles} label={block.title ?? undefined} />
    </section>
  )
}

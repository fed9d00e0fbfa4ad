import { CardList } from '@/components/cards/CardList'
import { relationIds } from '@/content/card-sources'
import { cardsByIds } from '@/content/cards'
import type { RelatedSessionsSlice as RelatedSessionsSliceData } from '@/payload-types'
import { contentKit } from '@/server/content-kit'
import type { BlockProps } from '../registry'

/** Masterclass session cards picked by the editor (SPEC §2.5), available ones only. */
export async function RelatedSessionsSlice({
  block,
  locale,
}: BlockProps<RelatedSessionsSliceData>) {
  const [kit, sessions] = await Promise.all([
    contentKit(locale),
    cardsByIds('sessions', locale, relationIds(block.sessions)),
  ])
  if (sessions.length === 0) return null
  return (
    <section className="block block--related">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <CardList kit={kit} items={sessions} label={block.title ?? undefined} />
    </section>
  )
}

import { CardList } from '@/components/cards/CardList'
import { cardSourceOf, populated } from '@/components/cards/card-sources'
import { contentKit } from '@/content-types/kit'
import type { RelatedSessionsSlice as RelatedSessionsSliceData, Session } from '@/payload-types'
import type { BlockProps } from '../registry'

/** Masterclass session cards picked by the editor (SPEC §2.5), available ones only. */
export async function RelatedSessionsSlice({
  block,
  locale,
}: BlockProps<RelatedSessionsSliceData>) {
  const sessions = (block.sessions ?? []).flatMap((s) => {
    const doc = populated<Session>(s)
    return doc?.available ? [cardSourceOf({ collection: 'sessions', doc })] : []
  })
  if (sessions.length === 0) return null
  const kit = await contentKit(locale)
  return (
    <section className="block block--related">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <CardList kit={kit} items={sessions} label={block.title ?? undefined} />
    </section>
  )
}

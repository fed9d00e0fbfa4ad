import type { TitleHeadlineSlice as TitleHeadlineSliceData } from '@/payload-types'
import type { BlockProps } from '../types'

export function TitleHeadlineSlice({ block }: BlockProps<TitleHeadlineSliceData>) {
  return (
    <section className="block block--title-headline">
      <h2 className="block__title">{block.title}</h2>
      {block.headline ? <p className="block__headline">{block.headline}</p> : null}
    </section>
  )
}

import type { LineUpSlice as LineUpSliceData } from '@/payload-types'
import type { BlockProps } from '../types'
import { formatLineUpLength, lineUpLength } from './line-up'

/** A show's line-up: who plays, for how long (5 min unless told) and where (SPEC §3, §9). */
export function LineUpSlice({ block }: BlockProps<LineUpSliceData>) {
  const artists = block.artists ?? []
  if (!block.title && artists.length === 0) return null
  return (
    <section className="block block--line-up">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      {artists.length > 0 ? (
        <ol className="block--line-up-list">
          {artists.map((artist, i) => (
            <li key={artist.id ?? i} className="block--line-up-item">
              <span className="block--line-up-name">{artist.title}</span>
              <span className="block--line-up-meta">
                <time dateTime={`PT${lineUpLength(artist.length)}M`}>
                  {formatLineUpLength(artist.length)}
                </time>
                {artist.place ? <span className="block--line-up-place">{artist.place}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}

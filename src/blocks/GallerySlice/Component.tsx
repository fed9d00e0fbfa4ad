import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { GallerySlice as GallerySliceData } from '@/payload-types'
import type { BlockProps } from '../types'

/**
 * The static masonry gallery (SPEC §2.5): CSS columns with a 24 px gutter, one column on mobile
 * and at most two from 769 px. No script, no re-layout.
 */
export function GallerySlice({ block }: BlockProps<GallerySliceData>) {
  const images = (block.images ?? []).filter((row) => typeof row.image === 'object' && row.image)
  if (images.length === 0) return null
  return (
    <section className="block block--gallery">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <ul className="block--gallery-grid">
        {images.map((row, i) => (
          <li key={row.id ?? i} className="block--gallery-item">
            <figure>
              <ResponsiveImage media={row.image} sizes="(min-width: 769px) 36rem, 100vw" />
              {row.legend ? <figcaption className="block--caption">{row.legend}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

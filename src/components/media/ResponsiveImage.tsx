import type { Media } from '@/payload-types'
import { imageSources } from './image-sources'

interface Props {
  media: Media | number | null | undefined
  /** The rendered width, for the browser's choice in the srcset (e.g. "(min-width: 769px) 50vw, 100vw"). */
  sizes?: string
  className?: string
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean
}

/** An uploaded image with its derived sizes; lazy below the fold, fading in as it decodes. */
export function ResponsiveImage({ media, sizes = '100vw', className, priority = false }: Props) {
  const sources = imageSources(media)
  if (!sources) return null
  return (
    // biome-ignore lint/performance/noImgElement: Payload derives the sizes; no image optimizer needed.
    <img
      className={['responsive-image', className].filter(Boolean).join(' ')}
      src={sources.src}
      srcSet={sources.srcSet || undefined}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={sources.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}

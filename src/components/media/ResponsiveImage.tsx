import { preload } from 'react-dom'
import type { Media } from '@/payload-types'
import { type ClientImage, imageSources } from './image-sources'
import './media.css'

interface Props {
  /** An upload (populated relation); or `sources` already derived, for client components. */
  media?: Media | number | null | undefined
  sources?: ClientImage | null
  /** The rendered width, for the browser's choice in the srcset (e.g. "(min-width: 769px) 50vw, 100vw"). */
  sizes?: string
  className?: string
  /** Above the fold: preloaded from the head and loaded at once instead of lazily. */
  priority?: boolean
}

/**
 * An uploaded image with its derived sizes (widths 300–2000). Below the fold it loads lazily
 * near the viewport and fades in once decoded (ImageReveal); without script it simply shows.
 */
export function ResponsiveImage({
  media,
  sources: given,
  sizes = '100vw',
  className,
  priority = false,
}: Props) {
  const sources = given ?? imageSources(media)
  if (!sources) return null
  // The likely LCP image: the document's head asks for it before the stylesheet and the body
  // reach the browser (issue 16 item 5); width and height below keep its box reserved.
  if (priority)
    preload(sources.src, {
      as: 'image',
      imageSrcSet: sources.srcSet || undefined,
      imageSizes: sources.srcSet ? sizes : undefined,
      fetchPriority: 'high',
    })
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
      style={sources.position ? { objectPosition: sources.position } : undefined}
    />
  )
}

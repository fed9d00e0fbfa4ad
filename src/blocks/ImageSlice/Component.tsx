import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { ImageSlice as ImageSliceData } from '@/payload-types'
import type { BlockProps } from '../types'

/** One image with its legend as the caption (SPEC §3 "image with legend"). */
export function ImageSlice({ block }: BlockProps<ImageSliceData>) {
  // An image that is not populated (deleted upload, depth 0) renders nothing, legend included.
  if (typeof block.image !== 'object' || block.image === null) return null
  return (
    <figure className="block block--image">
      <ResponsiveImage media={block.image} sizes="(min-width: 769px) 72rem, 100vw" />
      {block.legend ? <figcaption className="block--caption">{block.legend}</figcaption> : null}
    </figure>
  )
}

import { imageSources } from '@/components/media/image-sources'
import type { ImageSliderSlice as ImageSliderSliceData } from '@/payload-types'
import type { BlockProps } from '../types'
import type { SliderImage } from './ImageSliderView'
import { ImageSliderViewLazy as ImageSliderView } from './ImageSliderViewLazy'

/**
 * A slider of captioned images (SPEC §2.5); a click on an image opens the image_slider modal at
 * that index. The images travel to the browser as plain data (URLs, sizes, alt), not CMS docs.
 */
export function ImageSliderSlice({ block }: BlockProps<ImageSliderSliceData>) {
  const images: SliderImage[] = []
  for (const [i, row] of (block.images ?? []).entries()) {
    const sources = imageSources(row.image)
    if (sources) images.push({ key: row.id ?? String(i), sources, legend: row.legend ?? null })
  }
  if (images.length === 0) return null
  return (
    <section className="block block--image-slider" data-layout="image_slider_slice">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <ImageSliderView images={images} title={block.title ?? null} />
    </section>
  )
}

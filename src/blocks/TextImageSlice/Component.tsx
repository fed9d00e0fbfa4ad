import type { TextImageSlice as TextImageSliceData } from '@/payload-types'
import type { BlockProps } from '../types'
import { TextImageView } from './TextImageView'

/** The text_image_slice layout: one text-image across the page. */
export function TextImageSlice({ block, locale }: BlockProps<TextImageSliceData>) {
  return (
    <section className="block block--text-image" data-layout="text_image_slice">
      <TextImageView data={block} locale={locale} />
    </section>
  )
}

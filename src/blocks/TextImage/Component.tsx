import type { TextImage as TextImageData } from '@/payload-types'
import { TextImageView } from '../TextImageSlice/TextImageView'
import type { BlockProps } from '../types'

/** The text_image layout: the same fields as text_image_slice, in the narrower reading column. */
export function TextImage({ block, locale }: BlockProps<TextImageData>) {
  return (
    <section className="block block--text-image block--text-image-compact" data-layout="text_image">
      <TextImageView data={block} locale={locale} />
    </section>
  )
}

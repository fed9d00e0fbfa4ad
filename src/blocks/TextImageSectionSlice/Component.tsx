import type { TextImageSectionSlice as TextImageSectionSliceData } from '@/payload-types'
import { TextImageView } from '../TextImageSlice/TextImageView'
import type { BlockProps } from '../types'

/** A titled section of text-images (SPEC §3 "title and slices[]"); each slice keeps its options. */
export function TextImageSectionSlice({ block, locale }: BlockProps<TextImageSectionSliceData>) {
  const slices = block.slices ?? []
  if (slices.length === 0) return null
  return (
    <section
      className="block block--text-image block--text-image-section"
      data-layout="text_image_section_slice"
    >
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <div className="text-image-section__slices">
        {slices.map((slice, i) => (
          <TextImageView
            key={slice.id ?? i}
            data={slice}
            locale={locale}
            headingLevel={block.title ? 3 : 2}
          />
        ))}
      </div>
    </section>
  )
}

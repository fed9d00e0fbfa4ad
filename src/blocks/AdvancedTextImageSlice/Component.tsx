import { RichText } from '@payloadcms/richtext-lexical/react'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { AdvancedTextImageSlice as AdvancedTextImageSliceData } from '@/payload-types'
import { BlockButtons } from '../BlockButton'
import { advancedTextImageClassName } from '../TextImageSlice/text-image'
import type { BlockProps } from '../types'
import './advanced-text-image.css'

const SIZES: Record<string, string> = {
  third: '(min-width: 769px) 33vw, 100vw',
  half: '(min-width: 769px) 50vw, 100vw',
  two_thirds: '(min-width: 769px) 66vw, 100vw',
}

/**
 * The editor-laid-out text and image: an eyebrow, a title, rich text and buttons beside (left or
 * right, a third, half or two thirds wide) or under (top) a captioned image, in a light, cream or
 * dark theme.
 */
export function AdvancedTextImageSlice({ block, locale }: BlockProps<AdvancedTextImageSliceData>) {
  const sizes =
    block.image_position === 'top' ? '100vw' : (SIZES[block.image_width ?? 'half'] ?? SIZES.half)
  return (
    <section
      className={`block block--advanced-text-image ${advancedTextImageClassName(block)}`}
      data-layout="advanced_text_image_slice"
    >
      {typeof block.image === 'object' && block.image ? (
        <figure className="advanced-text-image__media">
          <ResponsiveImage
            media={block.image}
            sizes={sizes}
            className="advanced-text-image__image"
          />
          {block.caption ? (
            <figcaption className="block--caption">{block.caption}</figcaption>
          ) : null}
        </figure>
      ) : null}
      <div className="advanced-text-image__text">
        {block.eyebrow ? <p className="advanced-text-image__eyebrow">{block.eyebrow}</p> : null}
        <h2 className="advanced-text-image__title">{block.title}</h2>
        {block.content ? (
          <RichText data={block.content} className="prose advanced-text-image__content" />
        ) : null}
        <BlockButtons buttons={block.buttons} locale={locale} />
      </div>
    </section>
  )
}

import { RichText } from '@payloadcms/richtext-lexical/react'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { TextImageSlice as TextImageData } from '@/payload-types'
import { BlockButtons } from '../BlockButton'
import { textImageClassName, textImageSizes, textImageType } from './text-image'
import './text-image.css'

type Fields = Omit<TextImageData, 'blockType' | 'id' | 'blockName'> & { id?: string | null }

/**
 * One text-image (SPEC §2.5): shared by text_image_slice, text_image and each slice of
 * text_image_section_slice. Types double, normal, big, square and big_square; reverse, centre,
 * quote, background and buttons (each blue, red or cream, optionally forwarding the query).
 * Inside a section the title is an h3 under the section's h2.
 */
export function TextImageView({
  data,
  locale,
  headingLevel = 2,
  className,
}: {
  data: Fields
  locale: string
  headingLevel?: 2 | 3
  className?: string
}) {
  const type = textImageType(data.type)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const sizes = textImageSizes(type)
  const secondary = type === 'double' ? data.image_secondary : null
  const quote = data.quote?.trim()
  const hasText = Boolean(data.title || data.subtitle || data.description || quote)
  if (!hasText && (typeof data.image !== 'object' || data.image === null)) return null
  return (
    <div className={[textImageClassName(data), className].filter(Boolean).join(' ')}>
      <div className="text-image__media">
        <ResponsiveImage media={data.image} sizes={sizes} className="text-image__image" />
        {secondary ? (
          <ResponsiveImage
            media={secondary}
            sizes={sizes}
            className="text-image__image text-image__image--secondary"
          />
        ) : null}
      </div>
      <div className="text-image__text">
        {data.subtitle ? <p className="text-image__subtitle">{data.subtitle}</p> : null}
        {data.title ? <Heading className="text-image__title">{data.title}</Heading> : null}
        {data.description ? (
          <RichText data={data.description} className="prose text-image__description" />
        ) : null}
        {quote ? (
          <blockquote className="text-image__quote">
            <p>{quote}</p>
          </blockquote>
        ) : null}
        <BlockButtons buttons={data.buttons} locale={locale} />
      </div>
    </div>
  )
}

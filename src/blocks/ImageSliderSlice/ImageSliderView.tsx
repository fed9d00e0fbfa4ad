'use client'

import { type ImageSources, pickImageUrl } from '@/components/media/image-sources'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useSiteContext } from '@/components/SiteContext'
import { Slider } from '@/components/slider/Slider'
import { fillMessage } from '@/i18n/fill-message'
import { openModal } from '@/modals/open-modal'
import './image-slider.css'

export interface SliderImage {
  key: string
  sources: ImageSources
  legend: string | null
}

/** What the image_slider modal receives per image: plain data, no CMS document. */
export interface ModalImage {
  src: string
  width: number | undefined
  height: number | undefined
  alt: string
}

/** The modal shows an image across the screen: the width that fills it, pixel ratio capped at 2. */
function modalImages(images: readonly SliderImage[]): ModalImage[] {
  return images.map(({ sources }) => ({
    src: pickImageUrl(sources, window.innerWidth, window.devicePixelRatio),
    width: sources.width,
    height: sources.height,
    alt: sources.alt,
  }))
}

export function ImageSliderView({
  images,
  title,
}: {
  images: readonly SliderImage[]
  title: string | null
}) {
  const { strings } = useSiteContext()
  return (
    <Slider label={title ?? strings['slider.carousel']}>
      {images.map((image, index) => (
        <figure key={image.key} className="image-slider__figure">
          <button
            type="button"
            className="image-slider__open"
            aria-haspopup="dialog"
            aria-label={fillMessage(strings['imageSlider.open'], { n: index + 1 })}
            onClick={() =>
              openModal({ type: 'image_slider', props: { images: modalImages(images), index } })
            }
          >
            <ResponsiveImage
              sources={image.sources}
              sizes="(min-width: 769px) 72rem, 100vw"
              className="image-slider__image"
            />
          </button>
          {image.legend ? <figcaption className="block--caption">{image.legend}</figcaption> : null}
        </figure>
      ))}
    </Slider>
  )
}

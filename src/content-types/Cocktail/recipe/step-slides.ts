import { imageSources } from '@/components/media/image-sources'
import type { Media } from '@/payload-types'
import type { StepSlide } from './StepsSlider'

interface StepData {
  id?: string | null
  title: string
  description?: string | null
  large_text?: string | null
  image?: number | Media | null
  video_url?: string | null
}

/** CMS steps → what the client slider needs (image URL and alt only, not the whole upload). */
export function stepSlides(steps: ReadonlyArray<StepData> | null | undefined): StepSlide[] {
  return (steps ?? []).map((step) => {
    const sources = imageSources(step.image)
    return {
      id: step.id,
      title: step.title,
      description: step.description,
      large_text: step.large_text,
      video_url: step.video_url,
      image: sources
        ? { src: sources.src, alt: sources.alt, width: sources.width, height: sources.height }
        : null,
    }
  })
}

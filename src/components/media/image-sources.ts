import type { Media } from '@/payload-types'

/** SPEC §9: image widths used run from 300 to 2000 px. */
export const MIN_IMAGE_WIDTH = 300
export const MAX_IMAGE_WIDTH = 2000

export interface ImageSources {
  src: string
  srcSet: string
  width: number | undefined
  height: number | undefined
  alt: string
}

/**
 * The URLs of an uploaded image and its derived sizes as a srcset (widths 300–2000, narrowest
 * first, one URL per width), or null when the relation was not populated. Pure.
 */
export function imageSources(media: Media | number | null | undefined): ImageSources | null {
  if (!media || typeof media === 'number' || !media.url) return null
  const candidates = [
    ...Object.values(media.sizes ?? {}).map((s) => ({ url: s?.url, width: s?.width })),
    { url: media.url, width: media.width },
  ]
  const byWidth = new Map<number, string>()
  for (const { url, width } of candidates) {
    if (!url || !width || width < MIN_IMAGE_WIDTH || width > MAX_IMAGE_WIDTH) continue
    if (!byWidth.has(width)) byWidth.set(width, url)
  }
  const srcSet = [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
  return {
    src: media.url,
    srcSet,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    alt: media.alt ?? '',
  }
}

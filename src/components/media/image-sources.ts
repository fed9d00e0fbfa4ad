import type { Media } from '@/payload-types'

/** SPEC §9: image widths used run from 300 to 2000 px. */
export const MIN_IMAGE_WIDTH = 300
export const MAX_IMAGE_WIDTH = 2000
/** SPEC §9: the device pixel ratio counted when picking an image is capped at 2. */
export const MAX_PIXEL_RATIO = 2

export interface ImageSources {
  src: string
  srcSet: string
  width: number | undefined
  height: number | undefined
  alt: string
  /**
   * The CSS object-position of the editor's focal point (e.g. "30% 20%"), so a cropped view
   * (object-fit: cover) keeps it in sight; undefined for the centre, the browser's default.
   */
  position?: string
  /** The usable widths (300–2000), narrowest first: what srcSet lists. */
  candidates: { url: string; width: number }[]
}

/**
 * The URLs of an uploaded image and its derived sizes as a srcset (widths 300–2000, narrowest
 * first, one URL per width), or null when the relation was not populated. Pure.
 */
export function imageSources(media: Media | number | null | undefined): ImageSources | null {
  if (!media || typeof media === 'number' || !media.url) return null
  const found = [
    ...Object.values(media.sizes ?? {}).map((s) => ({ url: s?.url, width: s?.width })),
    { url: media.url, width: media.width },
  ]
  const byWidth = new Map<number, string>()
  for (const { url, width } of found) {
    if (!url || !width || width < MIN_IMAGE_WIDTH || width > MAX_IMAGE_WIDTH) continue
    if (!byWidth.has(width)) byWidth.set(width, url)
  }
  const candidates = [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => ({ url, width }))
  const srcSet = candidates.map(({ url, width }) => `${url} ${width}w`).join(', ')
  const position = focalPosition(media.focalX, media.focalY)
  return {
    ...(position ? { position } : {}),
    candidates,
    src: media.url,
    srcSet,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    alt: media.alt ?? '',
  }
}

/** The focal point as an object-position, or undefined when unset or at the centre. Pure. */
export function focalPosition(
  x: number | null | undefined,
  y: number | null | undefined,
): string | undefined {
  const clamp = (v: number) => Math.round(Math.min(Math.max(v, 0), 100) * 10) / 10
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x + y)) return undefined
  const [cx, cy] = [clamp(x), clamp(y)]
  return cx === 50 && cy === 50 ? undefined : `${cx}% ${cy}%`
}

/**
 * The pixel width an image needs to fill `cssWidth` CSS pixels: the device pixel ratio counts up
 * to 2, and the result stays within 300–2000. Pure.
 */
export function neededImageWidth(cssWidth: number, devicePixelRatio: number): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1
  const width = Math.ceil(Math.max(cssWidth, 0) * Math.min(ratio, MAX_PIXEL_RATIO))
  return Math.min(Math.max(width, MIN_IMAGE_WIDTH), MAX_IMAGE_WIDTH)
}

/** What a client component needs to draw an image: the srcset without its parsed copy. */
export type ClientImage = Omit<ImageSources, 'candidates'>

/**
 * Drops `candidates` (the srcset again, as data) from sources bound for a client component's
 * props: in the page's payload it doubled every image's addresses (issue 16 item 3). Given the
 * widest CSS width the image is ever drawn at, the srcset also stops at the first size that
 * covers it at the capped pixel ratio (SPEC §9): wider files would never be chosen. Pure.
 */
export function clientImage(
  sources: ImageSources | null,
  widestCssWidth?: number,
): ClientImage | null {
  if (!sources) return null
  const { candidates, ...image } = sources
  if (widestCssWidth === undefined) return image
  const needed = neededImageWidth(widestCssWidth, MAX_PIXEL_RATIO)
  const cover = candidates.findIndex((c) => c.width >= needed)
  if (cover === -1 || cover === candidates.length - 1) return image
  const kept = candidates.slice(0, cover + 1)
  return { ...image, srcSet: kept.map(({ url, width }) => `${url} ${width}w`).join(', ') }
}

/**
 * The URL to use for `cssWidth` CSS pixels (a full-screen view, where no srcset is at hand): the
 * narrowest candidate at least as wide as needed, else the widest, else the original. Pure.
 */
export function pickImageUrl(
  sources: Pick<ImageSources, 'src' | 'candidates'>,
  cssWidth: number,
  devicePixelRatio: number,
): string {
  const needed = neededImageWidth(cssWidth, devicePixelRatio)
  const fit = sources.candidates.find((c) => c.width >= needed) ?? sources.candidates.at(-1)
  return fit?.url ?? sources.src
}

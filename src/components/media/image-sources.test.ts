import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import {
  clientImage,
  focalPosition,
  imageSources,
  neededImageWidth,
  pickImageUrl,
} from './image-sources'

const media = {
  id: 1,
  alt: 'A bottle',
  url: '/api/media/file/bottle.jpg',
  width: 2400,
  height: 3200,
  sizes: {
    'card-small': { url: '/api/media/file/bottle-360.jpg', width: 360, height: 480 },
    'card-medium': { url: '/api/media/file/bottle-600.jpg', width: 600, height: 800 },
    medium: { url: '/api/media/file/bottle-768.jpg', width: 768, height: 1024 },
    'card-full': { url: '/api/media/file/bottle-1200.jpg', width: 1200, height: 1600 },
    large: { url: '/api/media/file/bottle-1600.jpg', width: 1600, height: 2133 },
  },
} as unknown as Media

describe('imageSources (SPEC §9: widths 300 to 2000)', () => {
  it('lists the derived sizes narrowest first and leaves out widths above 2000', () => {
    const sources = imageSources(media)
    expect(sources?.srcSet).toBe(
      '/api/media/file/bottle-360.jpg 360w, /api/media/file/bottle-600.jpg 600w, /api/media/file/bottle-768.jpg 768w, /api/media/file/bottle-1200.jpg 1200w, /api/media/file/bottle-1600.jpg 1600w',
    )
    expect(sources?.alt).toBe('A bottle')
  })

  it('keeps an original of 2000 px or less, and nothing narrower than 300 px', () => {
    const small = {
      ...media,
      width: 1000,
      sizes: { x: { url: '/tiny.jpg', width: 120 } },
    } as unknown as Media
    expect(imageSources(small)?.srcSet).toBe('/api/media/file/bottle.jpg 1000w')
  })

  it("keeps the editor's focal point in sight of a crop (issue 17 item 10)", () => {
    expect(imageSources({ ...media, focalX: 30, focalY: 20 } as Media)?.position).toBe('30% 20%')
    expect(imageSources({ ...media, focalX: 50, focalY: 50 } as Media)?.position).toBeUndefined()
    expect(imageSources(media)?.position).toBeUndefined()
  })

  it.each([
    [30, 20, '30% 20%'],
    [12.345, 99.99, '12.3% 100%'],
    [-4, 140, '0% 100%'],
    [50, 50, undefined],
    [null, 40, undefined],
    [Number.NaN, 40, undefined],
  ])('focal point (%s, %s) → object-position %s', (x, y, expected) => {
    expect(focalPosition(x, y)).toBe(expected)
  })

  it('gives nothing for a relation that was not populated', () => {
    expect(imageSources(7)).toBeNull()
    expect(imageSources(null)).toBeNull()
  })
})

describe('neededImageWidth (SPEC §9: pixel ratio capped at 2, widths 300 to 2000)', () => {
  it.each([
    // css width, device pixel ratio → pixels
    [400, 1, 400],
    [400, 2, 800],
    [400, 3, 800],
    [400, 1.5, 600],
    [100, 1, 300],
    [1600, 2, 2000],
    [500, 0, 500],
    [500, Number.NaN, 500],
    [-5, 2, 300],
  ])('%s css px at ratio %s → %s', (css, ratio, expected) => {
    expect(neededImageWidth(css, ratio)).toBe(expected)
  })
})

describe('pickImageUrl', () => {
  const sources = imageSources(media)!
  it.each([
    [300, 1, '/api/media/file/bottle-360.jpg'],
    [375, 2, '/api/media/file/bottle-768.jpg'],
    [375, 3, '/api/media/file/bottle-768.jpg'],
    [1440, 1, '/api/media/file/bottle-1600.jpg'],
    [1440, 2, '/api/media/file/bottle-1600.jpg'],
  ])('%s css px at ratio %s → %s', (css, ratio, expected) => {
    expect(pickImageUrl(sources, css, ratio)).toBe(expected)
  })

  it('falls back to the original without candidates', () => {
    expect(pickImageUrl({ src: '/a.jpg', candidates: [] }, 800, 1)).toBe('/a.jpg')
  })
})

describe('clientImage (issue 16 item 3: props carry only what a component renders)', () => {
  it('keeps what an <img> needs and drops the parsed copy of the srcset', () => {
    const sources = imageSources(media)
    const image = clientImage(sources)
    expect(image).not.toHaveProperty('candidates')
    expect(image).toEqual({
      src: sources?.src,
      srcSet: sources?.srcSet,
      width: sources?.width,
      height: sources?.height,
      alt: 'A bottle',
    })
    expect(clientImage(null)).toBeNull()
  })

  it('stops the srcset at the first size that covers the widest view at 2x', () => {
    // 400 CSS px at the capped ratio of 2 need 800 px: 1200 is the first size that covers it.
    expect(clientImage(imageSources(media), 400)?.srcSet).toBe(
      '/api/media/file/bottle-360.jpg 360w, /api/media/file/bottle-600.jpg 600w, /api/media/file/bottle-768.jpg 768w, /api/media/file/bottle-1200.jpg 1200w',
    )
    // Wider than every size: all of them stay.
    expect(clientImage(imageSources(media), 1900)?.srcSet).toBe(imageSources(media)?.srcSet)
  })
})

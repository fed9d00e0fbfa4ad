import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ImageSources } from './image-sources'
import { ResponsiveImage } from './ResponsiveImage'

const sources: ImageSources = {
  src: '/api/media/file/hero-1600.webp?v=0123abcd',
  srcSet: '/api/media/file/hero-768.webp?v=1 768w, /api/media/file/hero-1600.webp?v=2 1600w',
  width: 1600,
  height: 900,
  alt: 'The cellar',
  candidates: [],
}

describe('ResponsiveImage', () => {
  it('preloads an above-the-fold image at high priority, with its srcset and sizes (issue 16 item 5)', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <ResponsiveImage sources={sources} sizes="100vw" priority />
        </body>
      </html>,
    )
    const link = html.match(/<link[^>]*rel="preload"[^>]*>/)?.[0] ?? ''
    expect(link).toContain('as="image"')
    expect(link).toContain('fetchPriority="high"')
    expect(link).toContain('imageSrcSet="/api/media/file/hero-768.webp?v=1 768w')
    expect(link).toContain('imageSizes="100vw"')
    // Its box is reserved before it arrives, and it is not lazy.
    expect(html).toMatch(/<img[^>]*width="1600"[^>]*height="900"/)
    expect(html).not.toMatch(/<img[^>]*loading="lazy"/)
  })

  it('neither preloads nor hurries an image below the fold', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <ResponsiveImage sources={sources} />
        </body>
      </html>,
    )
    expect(html).not.toContain('rel="preload"')
    expect(html).toMatch(/<img[^>]*loading="lazy"/)
  })
})

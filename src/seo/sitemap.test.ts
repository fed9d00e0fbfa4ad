import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_URL, normalizeSiteUrl } from './site-url'
import { escapeXml, sitemapIndexXml, urlSetXml } from './sitemap'

describe('sitemapIndexXml', () => {
  it('lists one sitemap per locale, absolute', () => {
    const xml = sitemapIndexXml('https://www.example.com', ['en-ww', 'fr-fr'])
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<loc>https://www.example.com/en-ww/sitemap.xml</loc>')
    expect(xml).toContain('<loc>https://www.example.com/fr-fr/sitemap.xml</loc>')
  })
})

describe('urlSetXml', () => {
  it('lists indexable documents once, sorted, with lastmod; no_index pages are left out', () => {
    const xml = urlSetXml('https://www.example.com', [
      { path: '/en-ww/la-maison/', updatedAt: '2026-11-01T10:00:00.000Z' },
      { path: '/en-ww/', updatedAt: 'not a date' },
      { path: '/en-ww/video-card/share/', noIndex: true },
      { path: '/en-ww/la-maison/' },
    ])
    expect(xml.match(/<url>/g)).toHaveLength(2)
    expect(xml.indexOf('/en-ww/</loc>')).toBeLessThan(xml.indexOf('/en-ww/la-maison/'))
    expect(xml).toContain(
      '<url><loc>https://www.example.com/en-ww/la-maison/</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>',
    )
    expect(xml).not.toContain('share')
  })

  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
  })
})

describe('normalizeSiteUrl (SITE_URL)', () => {
  it.each([
    [undefined, DEFAULT_SITE_URL],
    ['', DEFAULT_SITE_URL],
    ['ftp://x.example', DEFAULT_SITE_URL],
    ['not a url', DEFAULT_SITE_URL],
    ['https://www.example.com/', 'https://www.example.com'],
    ['https://www.example.com/shop//', 'https://www.example.com/shop'],
  ])('%s → %s', (value, expected) => {
    expect(normalizeSiteUrl(value)).toBe(expected)
  })
})

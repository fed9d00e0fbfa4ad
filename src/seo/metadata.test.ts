import { describe, expect, it } from 'vitest'
import { buildMetadata, ogLocale, type SeoInput, shareImageOf } from './metadata'

const ORIGIN = 'https://www.example.com'
const base: SeoInput = {
  locale: 'en-us',
  path: '/en-us/the-house/',
  title: 'The house',
  seo: null,
  translations: [
    { locale: 'en-ww', path: '/en-ww/la-maison/' },
    { locale: 'en-us', path: '/en-us/the-house/' },
    { locale: 'fr-fr', path: '/fr-fr/la-maison/' },
    { locale: 'pl-pl', path: '/pl-pl/la-maison/' },
    { locale: 'en-uk', path: '/en-uk/la-maison/' },
    { locale: 'es-mx', path: '/es-mx/la-maison/' },
    { locale: 'vi-vn', path: '/vi-vn/la-maison/' },
    { locale: 'ru-ru', path: '/ru-ru/la-maison/' },
  ],
  siteName: 'Maison Solaine',
  origin: ORIGIN,
  defaultImage: { url: '/share-image.png', width: 1200, height: 630, alt: 'Maison Solaine' },
}

describe('buildMetadata (SPEC §2.4, §9)', () => {
  it('uses the SEO title as it is, else the document title under the layout template', () => {
    expect(buildMetadata(base).title).toBe('The house')
    expect(buildMetadata({ ...base, seo: { title: 'Our house | Maison Solaine' } }).title).toEqual({
      absolute: 'Our house | Maison Solaine',
    })
  })

  it.each([
    ['a short description stays whole', 'x'.repeat(400), 'x'.repeat(400)],
    [
      '"The SEO description is cut to 400 characters plus an ellipsis"',
      'y'.repeat(401),
      `${'y'.repeat(400)}…`,
    ],
  ])('%s', (_, text, expected) => {
    const meta = buildMetadata({ ...base, seo: { description: text } })
    expect(meta.description).toBe(expected)
    expect(meta.openGraph?.description).toBe(expected)
    expect(meta.twitter?.description).toBe(expected)
  })

  it('falls back to the document summary, and leaves the description out when there is none', () => {
    expect(buildMetadata({ ...base, fallbackDescription: 'A summary' }).description).toBe(
      'A summary',
    )
    expect(buildMetadata(base).description).toBeUndefined()
  })

  it('"Noindex pages carry robots noindex,nofollow"; others carry no robots rule', () => {
    expect(buildMetadata({ ...base, seo: { no_index: true } }).robots).toEqual({
      index: false,
      follow: false,
    })
    expect(buildMetadata(base).robots).toBeUndefined()
  })

  it('"Social meta uses summary_large_image", with the default image when the page has none', () => {
    const meta = buildMetadata(base)
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'The house' })
    expect(meta.openGraph).toMatchObject({
      url: 'https://www.example.com/en-us/the-house/',
      siteName: 'Maison Solaine',
      locale: 'en_US',
      images: [{ url: 'https://www.example.com/share-image.png', width: 1200, height: 630 }],
    })
  })

  it("uses the page's share image when populated", () => {
    const share_image = {
      url: '/api/media/file/cellar.jpg',
      width: 1600,
      height: 1067,
      alt: 'Cellar',
    }
    const meta = buildMetadata({ ...base, seo: { share_image } })
    expect(meta.openGraph?.images).toEqual([
      {
        url: 'https://www.example.com/api/media/file/cellar.jpg',
        width: 1600,
        height: 1067,
        alt: 'Cellar',
      },
    ])
  })

  it('writes an absolute canonical URL and the hreflang alternates of SPEC §2.4', () => {
    const meta = buildMetadata(base)
    expect(meta.alternates?.canonical).toBe('https://www.example.com/en-us/the-house/')
    expect(meta.alternates?.languages).toEqual({
      'en-us': 'https://www.example.com/en-us/the-house/',
      'fr-fr': 'https://www.example.com/fr-fr/la-maison/',
      // "en-uk maps to en-gb"
      'en-gb': 'https://www.example.com/en-uk/la-maison/',
      // "The default alternate is x-default": the en-ww version when x_default is empty
      'x-default': 'https://www.example.com/en-ww/la-maison/',
    })
  })

  it("points x-default at the page's x_default setting when set", () => {
    const meta = buildMetadata({ ...base, xDefaultPath: '/en-us/the-house/' })
    expect(meta.alternates?.languages).toMatchObject({
      'x-default': 'https://www.example.com/en-us/the-house/',
    })
  })
})

describe('shareImageOf', () => {
  it.each([
    [null, null],
    [42, null],
    [{ url: '' }, null],
    [{ url: '/a.jpg' }, { url: '/a.jpg', width: null, height: null, alt: null }],
  ])('%j → %j', (value, expected) => {
    expect(shareImageOf(value)).toEqual(expected)
  })
})

describe('ogLocale', () => {
  it.each([
    ['en-ww', 'en'],
    ['en-uk', 'en_GB'],
    ['zh-tw', 'zh_TW'],
    ['xx-yy', undefined],
  ])('%s → %s', (code, expected) => {
    expect(ogLocale(code)).toBe(expected)
  })
})

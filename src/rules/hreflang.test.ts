import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '@/i18n/locales'
import {
  absoluteHref,
  HREFLANG_OMITTED_CODES,
  hreflangAlternates,
  hreflangOf,
  type LocalizedPath,
} from './hreflang'

const origin = 'https://www.maison-solaine.com'

const everywhere: LocalizedPath[] = LOCALE_CODES.map((code) => ({
  locale: code,
  path: `/${code}/la-maison/`,
}))

function labels(translations: LocalizedPath[], xDefaultPath?: string | null): string[] {
  return hreflangAlternates({ translations, xDefaultPath, origin }).map((a) => a.hreflang)
}

describe('hreflangAlternates (SPEC §2.4)', () => {
  it('exports the omitted codes "en-gb, es-mx, pl-pl, vi-vn and ru-ru"', () => {
    expect(HREFLANG_OMITTED_CODES).toEqual(['en-gb', 'es-mx', 'pl-pl', 'vi-vn', 'ru-ru'])
  })

  it('lists every other locale in LOCALES order, x-default last, for a page in all locales', () => {
    expect(labels(everywhere)).toEqual([
      'fr-ca',
      'en-ca',
      'en-us',
      'fr-fr',
      'en-gb',
      'en-gh',
      'en-ng',
      'en-za',
      'en-hk',
      'zh-hk',
      'en-my',
      'en-sg',
      'zh-tw',
      'x-default',
    ])
  })

  it.each([
    ['omit es-mx', 'es-mx'],
    ['omit pl-pl', 'pl-pl'],
    ['omit vi-vn', 'vi-vn'],
    ['omit ru-ru', 'ru-ru'],
    ['exclude en-ww', 'en-ww'],
  ])('"alternates %s": no alternate for a page that exists only there', (_, code) => {
    const only: LocalizedPath[] = [{ locale: code, path: `/${code}/page/` }]
    const result = hreflangAlternates({ translations: only, xDefaultPath: null, origin })
    expect(result.filter((a) => a.hreflang !== 'x-default')).toEqual([])
  })

  it.each([
    ['"en-uk maps to en-gb"', 'en-uk', 'en-gb'],
    ['other codes are written as-is (fr-fr)', 'fr-fr', 'fr-fr'],
    ['other codes are written as-is (zh-tw)', 'zh-tw', 'zh-tw'],
    ['other codes are written as-is (en-us)', 'en-us', 'en-us'],
  ])('%s', (_, code, hreflang) => {
    expect(hreflangOf(code)).toBe(hreflang)
    expect(labels([{ locale: code, path: `/${code}/x/` }])).toEqual([hreflang])
  })

  it('keeps the en-uk page although en-gb is an omitted code, with an absolute href', () => {
    const result = hreflangAlternates({
      translations: [{ locale: 'en-uk', path: '/en-uk/la-maison/history/' }],
      origin,
    })
    expect(result).toEqual([
      { hreflang: 'en-gb', href: 'https://www.maison-solaine.com/en-uk/la-maison/history/' },
    ])
  })

  it.each([
    ['xDefaultPath when given', '/en-us/', 'https://www.maison-solaine.com/en-us/'],
    ['the en-ww translation when xDefaultPath is null', null, `${origin}/en-ww/la-maison/`],
    ['the en-ww translation when xDefaultPath is absent', undefined, `${origin}/en-ww/la-maison/`],
    ['the en-ww translation when xDefaultPath is empty', '', `${origin}/en-ww/la-maison/`],
  ])('"The default alternate is x-default": points at %s', (_, xDefaultPath, href) => {
    const result = hreflangAlternates({ translations: everywhere, xDefaultPath, origin })
    expect(result.at(-1)).toEqual({ hreflang: 'x-default', href })
    expect(result.filter((a) => a.hreflang === 'x-default')).toHaveLength(1)
  })

  it('has no x-default without xDefaultPath and without an en-ww translation', () => {
    const translations = everywhere.filter((t) => t.locale !== 'en-ww')
    expect(labels(translations)).not.toContain('x-default')
  })

  it('follows LOCALES order whatever the order of the translations', () => {
    const shuffled: LocalizedPath[] = [
      { locale: 'zh-tw', path: '/zh-tw/a/' },
      { locale: 'en-ww', path: '/en-ww/a/' },
      { locale: 'fr-fr', path: '/fr-fr/a/' },
      { locale: 'en-ca', path: '/en-ca/a/' },
    ]
    expect(labels(shuffled)).toEqual(['en-ca', 'fr-fr', 'zh-tw', 'x-default'])
  })

  it.each([
    ['an unknown locale code', [{ locale: 'de-de', path: '/de-de/a/' }], []],
    ['an empty path', [{ locale: 'fr-fr', path: '' }], []],
    [
      'a repeated locale (first path wins)',
      [
        { locale: 'fr-fr', path: '/fr-fr/a/' },
        { locale: 'fr-fr', path: '/fr-fr/b/' },
      ],
      [{ hreflang: 'fr-fr', href: `${origin}/fr-fr/a/` }],
    ],
  ])('ignores %s', (_, translations, expected) => {
    expect(hreflangAlternates({ translations, origin })).toEqual(expected)
  })
})

describe('absoluteHref', () => {
  it.each([
    ['https://a.com', '/fr-fr/x/', 'https://a.com/fr-fr/x/'],
    ['https://a.com/', '/fr-fr/x/', 'https://a.com/fr-fr/x/'],
    ['https://a.com', 'fr-fr/x/', 'https://a.com/fr-fr/x/'],
    ['https://a.com', 'https://b.com/fr-fr/', 'https://b.com/fr-fr/'],
  ])('joins %s and %s as %s', (base, path, expected) => {
    expect(absoluteHref(base, path)).toBe(expected)
  })
})

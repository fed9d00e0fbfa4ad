import { describe, expect, it } from 'vitest'
import { LANGUAGE_HOME, parseAcceptLanguage, pickLocale } from './accept-language'
import { getLocale, isLocale } from './locales'

describe('pickLocale: where / sends a visitor', () => {
  it.each([
    [null, 'en-ww'],
    ['', 'en-ww'],
    ['*', 'en-ww'],
    ['de-DE,de;q=0.9', 'en-ww'],
    ['en-US,en;q=0.9', 'en-us'],
    ['en-GB', 'en-uk'],
    ['en-AU,en;q=0.8', 'en-ww'],
    ['fr-CA', 'fr-ca'],
    ['fr-BE,fr;q=0.9', 'fr-fr'],
    ['fr', 'fr-fr'],
    ['es-ES', 'es-mx'],
    ['zh-TW', 'zh-tw'],
    ['zh-Hant-HK', 'zh-hk'],
    ['zh-MO', 'zh-hk'],
    ['zh-CN', 'zh-tw'],
    ['vi', 'vi-vn'],
    ['ru-RU', 'ru-ru'],
    ['pl-PL,en;q=0.5', 'pl-pl'],
    ['de;q=1, fr-CA;q=0.5', 'fr-ca'],
    ['en-US;q=0.4, fr-FR;q=0.8', 'fr-fr'],
    ['fr-FR;q=0, en-SG', 'en-sg'],
    ['garbage;;;,,', 'en-ww'],
  ])('Accept-Language %j → %s', (header, expected) => {
    expect(pickLocale(header)).toBe(expected)
  })

  it('sorts by q, then by position', () => {
    expect(parseAcceptLanguage('a;q=0.5, b, c;q=0.5, d;q=0')).toEqual(['b', 'a', 'c'])
  })

  it('sends every language to a locale that speaks it', () => {
    for (const [language, code] of Object.entries(LANGUAGE_HOME)) {
      expect(isLocale(code)).toBe(true)
      expect(getLocale(code).language).toBe(language)
    }
  })
})

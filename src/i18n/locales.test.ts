import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE,
  getLocale,
  isLocale,
  LOCALE_CODES,
  LOCALES,
  localeHomePath,
  localesOfRegion,
} from './locales'

describe('locales (SPEC §3)', () => {
  it('has the 18 codes of the region table, grouped as the spec groups them', () => {
    const table: Record<string, string[]> = {
      ww: ['en-ww'],
      na: ['fr-ca', 'en-ca', 'en-us'],
      emea: ['fr-fr', 'pl-pl', 'en-uk', 'en-gh', 'en-ng', 'en-za'],
      latam: ['es-mx'],
      apac: ['en-hk', 'zh-hk', 'en-my', 'en-sg', 'zh-tw', 'vi-vn', 'ru-ru'],
    }
    expect(LOCALES).toHaveLength(18)
    for (const [region, codes] of Object.entries(table)) {
      expect(localesOfRegion(region as never).map((l) => l.code)).toEqual(codes)
    }
    expect(new Set(LOCALE_CODES).size).toBe(18)
  })

  it('defaults to en-ww and English', () => {
    expect(DEFAULT_LOCALE).toBe('en-ww')
    expect(DEFAULT_LANGUAGE).toBe('en')
  })

  it('marks only en-ww as international', () => {
    expect(LOCALES.filter((l) => l.is_international).map((l) => l.code)).toEqual(['en-ww'])
  })

  it.each([
    ['en-ww', 'en', 'en'],
    ['fr-fr', 'fr', 'fr-FR'],
    ['fr-ca', 'fr', 'fr-CA'],
    ['en-uk', 'en', 'en-GB'],
    ['es-mx', 'es', 'es-MX'],
    ['pl-pl', 'pl', 'pl-PL'],
    ['zh-tw', 'zh', 'zh-Hant-TW'],
    ['zh-hk', 'zh', 'zh-Hant-HK'],
    ['vi-vn', 'vi', 'vi-VN'],
    ['ru-ru', 'ru', 'ru-RU'],
  ])('%s speaks %s, written as lang="%s"', (code, language, htmlLang) => {
    expect(getLocale(code).language).toBe(language)
    expect(getLocale(code).htmlLang).toBe(htmlLang)
  })

  it('puts the month first only in en-us', () => {
    expect(LOCALES.filter((l) => l.dateOrder === 'MDY').map((l) => l.code)).toEqual(['en-us'])
  })

  it('offers cart, support chat and liquid cart in en-us only', () => {
    for (const l of LOCALES) {
      const expected = l.code === 'en-us'
      expect(l.capabilities).toEqual({
        cart: expected,
        supportChat: expected,
        liquidCart: expected,
      })
    }
  })

  it('labels each locale in its own language', () => {
    expect(getLocale('fr-fr').label).toContain('Français')
    expect(getLocale('zh-tw').label).toContain('台灣')
    expect(getLocale('ru-ru').label).toContain('Русский')
  })

  it('knows its codes and refuses others', () => {
    expect(isLocale('en-us')).toBe(true)
    expect(isLocale('xx-yy')).toBe(false)
    expect(isLocale('EN-US')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
    expect(() => getLocale('xx-yy')).toThrow()
  })

  it('builds home paths with a trailing slash', () => {
    expect(localeHomePath('fr-fr')).toBe('/fr-fr/')
  })
})

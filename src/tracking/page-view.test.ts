import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '@/i18n/locales'
import { pageViewEvent, siteEvent, trackingContext } from './page-view'

const home = { type: 'home', name: 'The art of patience' }

describe('trackingContext (SPEC §7 fields)', () => {
  it.each([
    ['en-ww', 'en', 'WW', 'ww'],
    ['en-us', 'en', 'US', 'na'],
    ['fr-ca', 'fr', 'CA', 'na'],
    ['fr-fr', 'fr', 'FR', 'emea'],
    ['en-uk', 'en', 'GB', 'emea'],
    ['es-mx', 'es', 'MX', 'latam'],
    ['zh-tw', 'zh', 'TW', 'apac'],
    ['vi-vn', 'vi', 'VN', 'apac'],
    ['ru-ru', 'ru', 'RU', 'apac'],
  ])('%s → language %s, country %s, region %s', (locale, language, country, region) => {
    expect(trackingContext(locale, home)).toEqual({
      page_type: 'home',
      page_name: 'The art of patience',
      language,
      country,
      site_region: region,
      site_type: 'd2c',
    })
  })

  it('every locale has a language, a country and a region', () => {
    for (const code of LOCALE_CODES) {
      const context = trackingContext(code, home)
      expect(context.language).toMatch(/^[a-z]{2}$/)
      expect(context.country).toMatch(/^[A-Z]{2}$/)
      expect(['ww', 'na', 'emea', 'latam', 'apac']).toContain(context.site_region)
    }
  })

  it('an unknown locale code is tracked as the default locale', () => {
    expect(trackingContext('xx-yy', home).country).toBe('WW')
  })
})

describe('pageViewEvent', () => {
  it('names the event page_view and keeps the page type, name and path', () => {
    expect(
      pageViewEvent('en-us', { type: 'cocktails', name: 'Solaine Sour' }, '/en-us/cocktails/x/'),
    ).toEqual({
      event: 'page_view',
      page_type: 'cocktails',
      page_name: 'Solaine Sour',
      page_path: '/en-us/cocktails/x/',
      language: 'en',
      country: 'US',
      site_region: 'na',
      site_type: 'd2c',
    })
  })
})

describe('siteEvent', () => {
  it('adds extra fields after the context', () => {
    expect(siteEvent('age_gate_pass', 'pl-pl', home, { minimum_age: 18 })).toMatchObject({
      event: 'age_gate_pass',
      language: 'pl',
      country: 'PL',
      minimum_age: 18,
    })
  })
})

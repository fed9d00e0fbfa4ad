import { describe, expect, it } from 'vitest'
import { translationPaths } from './translation-paths'

describe('translationPaths', () => {
  it('lists a page where it is available, with its own path per locale', () => {
    const doc = {
      available: { 'en-ww': true, 'en-us': true, 'fr-fr': false, 'zh-tw': null },
      path: { 'en-ww': '/la-maison/', 'en-us': '/the-house/', 'fr-fr': '/la-maison/' },
    }
    expect(translationPaths(doc, null)).toEqual([
      { locale: 'en-ww', path: '/en-ww/la-maison/' },
      { locale: 'en-us', path: '/en-us/the-house/' },
    ])
  })

  it('builds detail paths from the type segment and the localized slug', () => {
    const doc = {
      available: { 'en-ww': true, 'en-us': true, 'ru-ru': true },
      slug: { 'en-ww': 'julep', 'en-us': 'swift-julep', 'ru-ru': null },
    }
    expect(translationPaths(doc, 'cocktails')).toEqual([
      { locale: 'en-ww', path: '/en-ww/cocktails/julep/' },
      { locale: 'en-us', path: '/en-us/cocktails/swift-julep/' },
    ])
  })

  it('offers nothing for a document available nowhere', () => {
    expect(translationPaths({ available: null, slug: { 'en-ww': 'x' } }, 'videos')).toEqual([])
  })
})

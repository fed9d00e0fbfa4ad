import { describe, expect, it } from 'vitest'
import { siteHref } from './site-href'

describe('siteHref: menu URLs below the locale, always ending with a slash', () => {
  it.each([
    ['fr-fr', '/la-maison/', '/fr-fr/la-maison/'],
    ['fr-fr', '/la-maison', '/fr-fr/la-maison/'],
    ['en-us', '/', '/en-us/'],
    ['en-ww', '/cocktails?taste=sour', '/en-ww/cocktails/?taste=sour'],
    ['en-ww', '/visit-us#book', '/en-ww/visit-us/#book'],
    ['en-ww', 'https://example.org/x', 'https://example.org/x'],
    ['en-ww', 'mailto:hello@example.org', 'mailto:hello@example.org'],
    ['en-ww', '#top', '#top'],
  ])('%s + %s → %s', (locale, url, expected) => {
    expect(siteHref(locale, url)).toBe(expected)
  })
})

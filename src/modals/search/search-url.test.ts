import { describe, expect, it } from 'vitest'
import { searchHref } from './search-url'

describe('searchHref (SPEC §2.7: the search page path with query parameter q)', () => {
  it.each([
    ['the seeded search page', 'en-ww', '/search/', 'cognac', '/en-ww/search/?q=cognac'],
    ['a path without its trailing slash', 'fr-fr', '/recherche', 'xo', '/fr-fr/recherche/?q=xo'],
    ['no search page set', 'en-us', null, 'vsop', '/en-us/search/?q=vsop'],
    ['an empty search page', 'en-us', '  ', 'vsop', '/en-us/search/?q=vsop'],
    ['spaces around the query', 'en-ww', '/search/', '  old cask ', '/en-ww/search/?q=old+cask'],
    [
      'characters that need encoding',
      'en-ww',
      '/search/',
      'a&b=c#d',
      '/en-ww/search/?q=a%26b%3Dc%23d',
    ],
    ['non-Latin text', 'zh-tw', '/search/', '干邑', '/zh-tw/search/?q=%E5%B9%B2%E9%82%91'],
    [
      'a query string already there',
      'en-ww',
      '/search/?type=news&q=old',
      'xo',
      '/en-ww/search/?type=news&q=xo',
    ],
    [
      'a full URL',
      'en-ww',
      'https://search.example.com/find',
      'xo',
      'https://search.example.com/find?q=xo',
    ],
  ])('%s', (_name, locale, page, query, expected) => {
    expect(searchHref(locale, page, query)).toBe(expected)
  })

  it.each([[''], ['   '], ['\t\n']])(
    'an empty query %j gives null (the input is focused instead)',
    (q) => {
      expect(searchHref('en-ww', '/search/', q)).toBeNull()
    },
  )
})

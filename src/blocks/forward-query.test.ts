import { describe, expect, it } from 'vitest'
import { forwardQuery } from './forward-query'

describe('forwardQuery (SPEC §2.5 forward_querystring)', () => {
  it.each([
    // link, current search → result
    ['/en-ww/visit-us/', '?utm_source=mail', '/en-ww/visit-us/?utm_source=mail'],
    ['/en-ww/visit-us/', 'utm_source=mail', '/en-ww/visit-us/?utm_source=mail'],
    ['/en-ww/visit-us/', '', '/en-ww/visit-us/'],
    ['/en-ww/visit-us/', '?', '/en-ww/visit-us/'],
    // The link's own parameter wins; the others are added after it.
    [
      '/en-ww/book/?utm_source=site',
      '?utm_source=mail&utm_medium=email',
      '/en-ww/book/?utm_source=site&utm_medium=email',
    ],
    // The hash stays at the end.
    ['/en-ww/book/#slots', '?a=1', '/en-ww/book/?a=1#slots'],
    ['/en-ww/book/?x=2#slots', '?a=1', '/en-ww/book/?x=2&a=1#slots'],
    // Repeated page parameters are all carried.
    ['https://shop.test/p', '?tag=a&tag=b', 'https://shop.test/p?tag=a&tag=b'],
    // Values are re-encoded, never injected raw.
    ['/en-ww/book/', '?q=a%20b%26c', '/en-ww/book/?q=a+b%26c'],
    // Left alone.
    ['mailto:hello@maison-solaine.test', '?a=1', 'mailto:hello@maison-solaine.test'],
    ['tel:+33123', '?a=1', 'tel:+33123'],
    ['#experiences', '?a=1', '#experiences'],
    ['#form:newsletter?action=open_form', '?a=1', '#form:newsletter?action=open_form'],
    ['', '?a=1', ''],
  ])('%s with %s → %s', (href, search, expected) => {
    expect(forwardQuery(href, search)).toBe(expected)
  })
})

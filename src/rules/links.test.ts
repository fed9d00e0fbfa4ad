import { describe, expect, it } from 'vitest'
import { type ClassifiedLink, classifyLink, hasFileExtension, withTrailingSlash } from './links'

const context = {
  siteHosts: ['www.maison-solaine.com', 'maison-solaine.com', 'localhost:3000'],
  currentLocale: 'fr-fr',
}

const external = (href: string): ClassifiedLink => ({
  kind: 'external',
  href,
  target: '_blank',
  rel: 'noopener noreferrer',
})

describe('classifyLink: "Links to the site\'s own hosts stay in-app and get a trailing slash" (SPEC §2.9)', () => {
  it.each([
    ['a relative page path', '/fr-fr/la-maison', '/fr-fr/la-maison/'],
    ['a nested page path', '/en-ww/la-maison/history', '/en-ww/la-maison/history/'],
    ['a path that already ends with a slash', '/en-us/the-house/', '/en-us/the-house/'],
    ['a detail page', '/en-ww/cocktails/sidecar', '/en-ww/cocktails/sidecar/'],
    ['a path with query and hash', '/en-ww/articles?page=2#list', '/en-ww/articles/?page=2#list'],
    [
      'an absolute URL on the site host',
      'https://www.maison-solaine.com/en-ww/shows',
      '/en-ww/shows/',
    ],
    ['the bare site host', 'https://maison-solaine.com/en-us/?a=1#b', '/en-us/?a=1#b'],
    ['a site host in capitals', 'HTTPS://WWW.Maison-Solaine.com/en-ww/tag/xo', '/en-ww/tag/xo/'],
    ['a site host with its port', 'http://localhost:3000/en-ww/videos/', '/en-ww/videos/'],
    [
      'a protocol-relative URL on the site',
      '//www.maison-solaine.com/en-ww/quiz/a',
      '/en-ww/quiz/a/',
    ],
    ['a PDF (no slash after a file)', '/en-ww/terms.pdf', '/en-ww/terms.pdf'],
    [
      'a JPG on the site host',
      'https://www.maison-solaine.com/api/media/file/x.jpg',
      '/api/media/file/x.jpg',
    ],
    ['a file with a query', '/static/guide.pdf?v=2', '/static/guide.pdf?v=2'],
    ['surrounding spaces', '  /en-ww/collection/xo  ', '/en-ww/collection/xo/'],
  ])('keeps %s in-app: %s → %s', (_, href, expected) => {
    expect(classifyLink(href, context)).toEqual({ kind: 'internal', href: expected })
  })

  it.each([
    ['a path without a locale gets the current one', '/la-maison', '/fr-fr/la-maison/'],
    ['the site root is the current locale home', '/', '/fr-fr/'],
    ['the site host root is the current locale home', 'https://maison-solaine.com', '/fr-fr/'],
    [
      'a document-relative path is read from the root',
      'la-maison/history',
      '/fr-fr/la-maison/history/',
    ],
    ['an /api path is not a page', '/api/media/file/x', '/api/media/file/x/'],
    ['a /static path is not a page', '/static/redirects', '/static/redirects/'],
    ['a file is not a page', '/brochure.pdf', '/brochure.pdf'],
  ])('%s: %s → %s', (_, href, expected) => {
    expect(classifyLink(href, context)).toEqual({ kind: 'internal', href: expected })
  })

  it('falls back to en-ww for a path without a locale when the current locale is unknown', () => {
    expect(classifyLink('/la-maison', { ...context, currentLocale: 'xx-yy' })).toEqual({
      kind: 'internal',
      href: '/en-ww/la-maison/',
    })
  })

  it.each([
    ['an in-page anchor', '#ingredients'],
    ['a bare query', '?page=2'],
    ['an anchor that only looks like a special form', '#modal'],
  ])('keeps %s as typed', (_, href) => {
    expect(classifyLink(href, context)).toEqual({ kind: 'internal', href })
  })
})

describe('classifyLink: "Other links open externally in a new tab" (SPEC §2.9)', () => {
  it.each([
    ['another host', 'https://www.instagram.com/solaine', 'https://www.instagram.com/solaine'],
    ['plain http', 'http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    [
      'a lookalike subdomain',
      'https://maison-solaine.com.evil.io/',
      'https://maison-solaine.com.evil.io/',
    ],
    ['a site host on another port', 'http://localhost:4000/en-ww/', 'http://localhost:4000/en-ww/'],
    ['a protocol-relative URL', '//example.com/x', 'https://example.com/x'],
    ['a backslash trick', '/\\example.com/x', 'https://example.com/x'],
  ])('%s', (_, href, expected) => {
    expect(classifyLink(href, context)).toEqual(external(expected))
  })
})

describe('classifyLink: mailto, tel and unsafe schemes', () => {
  it.each([
    ['mailto', 'mailto:contact@maison-solaine.com?subject=Visit'],
    ['tel', 'tel:+33545000000'],
    ['mailto', 'MAILTO:contact@maison-solaine.com'],
  ] as const)('passes %s through: %s', (kind, href) => {
    expect(classifyLink(href, context)).toEqual({ kind, href })
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: with a tab and a newline inside', 'java\tscr\nipt:alert(1)'],
    ['javascript: after leading control characters', '\u0001 javascript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['an unknown scheme', 'ftp://example.com/file'],
    ['an empty link', '   '],
  ])('rejects %s as invalid', (_, href) => {
    expect(classifyLink(href, context).kind).toBe('invalid')
  })
})

describe('classifyLink: "a modal link that opens an embedded event-registration iframe" (SPEC §2.9)', () => {
  it.each([
    [
      '#modal:eventtia?url=https%3A%2F%2Fconnect.eventtia.com%2Fen%2Fsolaine%3Fa%3D1%26b%3D2',
      'https://connect.eventtia.com/en/solaine?a=1&b=2',
    ],
    [
      '#modal:eventtia?url=https://connect.eventtia.com/en/solaine',
      'https://connect.eventtia.com/en/solaine',
    ],
  ])('%s opens %s', (href, url) => {
    expect(classifyLink(href, context)).toEqual({ kind: 'eventtia-modal', url })
  })

  it.each([
    ['no url', '#modal:eventtia'],
    ['an empty url', '#modal:eventtia?url='],
    ['a javascript: url', '#modal:eventtia?url=javascript%3Aalert(1)'],
    ['a relative url', '#modal:eventtia?url=%2Fen-ww%2F'],
    ['an unknown modal type', '#modal:youtube?url=https%3A%2F%2Fyoutube.com'],
  ])('is invalid with %s', (_, href) => {
    expect(classifyLink(href, context).kind).toBe('invalid')
  })
})

describe('classifyLink: "a link that opens a form modal (keys formKey, action, locale, with default locale en)" (SPEC §2.9)', () => {
  it.each([
    ['defaults', '#form:newsletter-main', 'newsletter-main', 'open_form', 'en'],
    ['open_cdbform', '#form:contact?action=open_cdbform', 'contact', 'open_cdbform', 'en'],
    ['a locale', '#form:contact?locale=fr', 'contact', 'open_form', 'fr'],
    ['both keys', '#form:visit?action=open_form&locale=zh', 'visit', 'open_form', 'zh'],
    ['an empty locale', '#form:contact?locale=', 'contact', 'open_form', 'en'],
    ['an encoded key', '#form:visit%20us', 'visit us', 'open_form', 'en'],
  ])('with %s: %s', (_, href, formKey, action, locale) => {
    expect(classifyLink(href, context)).toEqual({ kind: 'form-modal', formKey, action, locale })
  })

  it.each([
    ['no formKey', '#form:'],
    ['a blank formKey', '#form:%20?action=open_form'],
    ['an unknown action', '#form:contact?action=submit'],
    ['bad percent-encoding', '#form:%E0%A4%A'],
  ])('is invalid with %s', (_, href) => {
    expect(classifyLink(href, context).kind).toBe('invalid')
  })
})

describe('classifyLink: "a click-to-buy link that shows a buy button" (SPEC §2.9)', () => {
  it.each([
    ['#ctb:12345?product=Ruban%20Bleu', '12345', 'Ruban Bleu'],
    ['#ctb:12345?product=XO+Extra', '12345', 'XO Extra'],
    ['#ctb:grp-xo', 'grp-xo', null],
  ])('%s', (href, groupingId, productName) => {
    expect(classifyLink(href, context)).toEqual({ kind: 'click-to-buy', groupingId, productName })
  })

  it('is invalid without a groupingId', () => {
    expect(classifyLink('#ctb:?product=XO', context).kind).toBe('invalid')
  })
})

describe('withTrailingSlash', () => {
  it.each([
    ['/en-ww/la-maison', '/en-ww/la-maison/'],
    ['/en-ww/la-maison/', '/en-ww/la-maison/'],
    ['/', '/'],
    ['', '/'],
    ['/en-ww/articles?page=2', '/en-ww/articles/?page=2'],
    ['/en-ww/articles#top', '/en-ww/articles/#top'],
    ['/files/terms.pdf', '/files/terms.pdf'],
    ['/files/bottle.JPG?w=100', '/files/bottle.JPG?w=100'],
    ['/en-ww/v1.5', '/en-ww/v1.5/'],
  ])('%s → %s', (path, expected) => {
    expect(withTrailingSlash(path)).toBe(expected)
  })
})

describe('hasFileExtension', () => {
  it.each([
    ['/a/terms.pdf', true],
    ['/a/photo.jpg', true],
    ['/a/archive.tar.gz', true],
    ['/a/v-s-o-p', false],
    ['/a/v1.5', false],
    ['/a/.well-known', false],
    ['/a.pdf/b', false],
  ])('%s → %s', (path, expected) => {
    expect(hasFileExtension(path)).toBe(expected)
  })
})

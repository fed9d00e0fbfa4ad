import { describe, expect, it } from 'vitest'
import { REDIRECT_TABLE } from '@/rules/redirect-table'
import {
  findHttpRedirect,
  isLocalePath,
  isPermanent,
  movedUrlRedirects,
  normalizeSitePath,
  redirectRules,
} from './redirect-rules'

describe('normalizeSitePath', () => {
  it.each([
    ['/en-us/la-maison', '/en-us/la-maison/'],
    ['/en-us/la-maison/?utm=1#top', '/en-us/la-maison/'],
    ['en-us/x', '/en-us/x/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSitePath(input)).toBe(expected)
  })

  it.each([
    ['/en-us/x/', true],
    ['/xx-yy/x/', false],
    ['//evil.example/', false],
    ['/', false],
  ])('isLocalePath(%s) is %s', (path, expected) => {
    expect(isLocalePath(path)).toBe(expected)
  })
})

describe('redirectRules', () => {
  const rules = redirectRules([
    { kind: 'http', from: '/en-us/la-maison', to: '/en-us/the-house', status: '301' },
    { kind: 'http', from: '/en-us/la-maison/', to: '/en-us/elsewhere/', status: '302' },
    { kind: 'http', from: '/en-ww/promo/', to: 'https://shop.example.com/x', status: '307' },
    { kind: 'http', from: '/en-ww/loop/', to: '/en-ww/loop/' },
    { kind: 'http', from: '/en-ww/bad/', to: 'javascript:alert(1)' },
    { kind: 'http', from: '/nowhere/', to: '/en-ww/' },
    { kind: 'post_type', content_type: 'cocktails', to: '/{locale}/cocktails/' },
    { kind: 'post_type', content_type: 'articles', to: '/{locale}/articles/', to_locale: 'fr-fr' },
    { kind: 'post_type', to: '/{locale}/' },
    { kind: 'old_site', from: '/fr-fr/vieille-page', to: 'https://old.example.com/fr/page/' },
  ])

  it('keys moved URLs by normalized path; the first rule for a path wins', () => {
    expect(rules.http['/en-us/la-maison/']).toEqual({ to: '/en-us/the-house/', status: '301' })
    expect(rules.http['/en-ww/promo/']).toEqual({ to: 'https://shop.example.com/x', status: '307' })
  })

  it('skips self-redirects, unsafe targets and paths outside a locale', () => {
    expect(Object.keys(rules.http).sort()).toEqual(['/en-ww/promo/', '/en-us/la-maison/'].sort())
  })

  it('turns post-type rows into language-switch rules and old-site rows into the plan', () => {
    expect(rules.postTypeRules).toEqual([
      { type: 'cocktails', toPath: '/{locale}/cocktails/' },
      { type: 'articles', toLocale: 'fr-fr', toPath: '/{locale}/articles/' },
    ])
    expect(rules.sitemapPlan).toEqual({
      '/fr-fr/vieille-page/': 'https://old.example.com/fr/page/',
    })
  })

  it('finds a redirect whatever the trailing slash or query', () => {
    expect(findHttpRedirect(rules, '/en-us/la-maison?x=1')?.to).toBe('/en-us/the-house/')
    expect(findHttpRedirect(rules, '/en-us/the-house/')).toBeNull()
    expect(findHttpRedirect(rules, '/en-us/constructor/')).toBeNull()
  })

  it.each([
    ['301', true],
    ['308', true],
    ['302', false],
    ['307', false],
  ] as const)('status %s is permanent: %s', (status, expected) => {
    expect(isPermanent(status)).toBe(expected)
  })
})

describe('movedUrlRedirects (the en-ww ↔ en-us table of SPEC §2.10)', () => {
  const moved = movedUrlRedirects(REDIRECT_TABLE)
  const target = (from: string) => moved.find((m) => m.from === from)?.to

  it.each([
    ['the en-ww slug under /en-us/ goes to the US page', '/en-us/la-maison/', '/en-us/the-house/'],
    ['sub-pages too', '/en-us/la-maison/history/', '/en-us/the-house/history/'],
    ['"The US home serves the XO collection page"', '/en-us/collection/xo/', '/en-us/'],
    [
      'julep has the US slug swift-julep',
      '/en-us/cocktails/julep/',
      '/en-us/cocktails/swift-julep/',
    ],
    [
      '"US slugs … carry a -2 suffix"',
      '/en-us/collection/vs-single-distillery/',
      '/en-us/collection/vs-single-distillery-2/',
    ],
    [
      'the US slug under /en-ww/ goes to the worldwide page',
      '/en-ww/the-house/',
      '/en-ww/la-maison/',
    ],
  ])('%s: %s → %s', (_, from, to) => {
    expect(target(from)).toBe(to)
  })

  it('never redirects a locale root or a path that is the same in both locales', () => {
    expect(target('/en-ww/')).toBeUndefined()
    expect(target('/en-us/cocktails/sidecar/')).toBeUndefined()
    expect(moved.every((m) => m.from !== m.to)).toBe(true)
  })

  it('every rule is accepted by redirectRules', () => {
    const rules = redirectRules(moved.map((m) => ({ kind: 'http', ...m, status: '301' })))
    expect(Object.keys(rules.http)).toHaveLength(moved.length)
  })
})

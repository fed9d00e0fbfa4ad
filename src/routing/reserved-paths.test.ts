import { describe, expect, it } from 'vitest'
import { ACCOUNT_PAGES } from './account-paths'
import { CONTENT_TYPE_SEGMENTS } from './content-types'
import { pagePathConflict } from './reserved-paths'

describe('pagePathConflict: which page paths another route takes', () => {
  it.each([
    ['/account/', { kind: 'reserved', segment: 'account', owner: 'member account pages' }],
    ['/account/sign-in/', { kind: 'reserved', segment: 'account', owner: 'member account pages' }],
    ['/api/', { kind: 'reserved', segment: 'api', owner: 'API' }],
    ['/api/health/', { kind: 'reserved', segment: 'api', owner: 'API' }],
    ['/admin/', { kind: 'reserved', segment: 'admin', owner: 'CMS admin' }],
    ['/_next/', { kind: 'reserved', segment: '_next', owner: 'Next.js assets' }],
    ['/cocktails/swift-julep/', { kind: 'detail', type: 'cocktails', slug: 'swift-julep' }],
    ['/collection/xo/', { kind: 'detail', type: 'collection', slug: 'xo' }],
    ['/tag/summer/', { kind: 'detail', type: 'tag', slug: 'summer' }],
  ])('%s → %j', (path, expected) => {
    expect(pagePathConflict(path)).toEqual(expected)
  })

  it.each([
    '/',
    '/la-maison/',
    '/la-maison/history/',
    // A page named after a type segment is that type's list page.
    '/cocktails/',
    '/shows/',
    // Three segments below a type segment are page paths again.
    '/cocktails/a/b/',
    // Reserved only as the first segment.
    '/la-maison/account/',
    '/la-maison/api/',
    '/accounts/',
    '/administration/',
    // Account page names are free at the top: the account area is under /account/.
    ...ACCOUNT_PAGES.map((p) => `/${p}/`),
  ])('%s is free', (path) => {
    expect(pagePathConflict(path)).toBeNull()
  })

  it('every content type segment alone is free, with a child it is a detail address', () => {
    for (const segment of CONTENT_TYPE_SEGMENTS) {
      expect(pagePathConflict(`/${segment}/`)).toBeNull()
      expect(pagePathConflict(`/${segment}/child/`)?.kind).toBe('detail')
    }
  })
})

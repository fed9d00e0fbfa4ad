import { describe, expect, it } from 'vitest'
import { DETAIL_COLLECTIONS } from './content-types'
import { homeItemOf } from './home-item'
import {
  isExternalLinkUrl,
  LINK_TARGET_COLLECTIONS,
  type LinkTarget,
  linkPath,
  linkTargetIds,
} from './link-targets'

const targets: Record<string, LinkTarget> = {
  'pages:1': { path: '/la-maison/history/', available: true },
  'pages:2': { path: '/hidden/', available: false },
  'cocktails:7': { slug: 'sidecar', available: true },
  'cocktails:8': { slug: null, available: true },
  'products:3': { slug: 'xo', available: true },
}
const lookup = (collection: string, id: number | string) => targets[`${collection}:${id}`]
const internal = (relationTo: string, value: number | { id: number }) =>
  ({ type: 'internal', doc: { relationTo, value } }) as const

describe('linkPath', () => {
  it.each([
    ['a page: its current path', internal('pages', 1), '/la-maison/history/'],
    ['a populated page', internal('pages', { id: 1 }), '/la-maison/history/'],
    ['a document: its segment and current slug', internal('cocktails', 7), '/cocktails/sidecar/'],
    ['a product (segment differs from the collection)', internal('products', 3), '/collection/xo/'],
    ['a page unavailable in the locale', internal('pages', 2), null],
    ['a missing document', internal('cocktails', 99), null],
    ['a document without a slug', internal('cocktails', 8), null],
    ['a collection that cannot be linked', internal('media', 1), null],
    ['no document chosen', { type: 'internal', doc: null }, null],
    [
      'an external URL',
      { type: 'external', url: 'https://shop.example.com/a' },
      'https://shop.example.com/a',
    ],
    ['a carried-over path', { type: 'external', url: '/cocktails/' }, '/cocktails/'],
    ['javascript:', { type: 'external', url: 'javascript:alert(1)' }, null],
    ['an empty URL', { type: 'external', url: '' }, null],
    ['nothing', null, null],
  ] as const)('%s', (_, link, expected) => {
    expect(linkPath(link, 'fr-fr', lookup)).toBe(expected)
  })

  it('the item a locale root serves links to that root (US home)', () => {
    const home = homeItemOf('en-us')
    if (!home) return
    const collection = DETAIL_COLLECTIONS[home.type]
    const path = linkPath(internal(collection, 5), 'en-us', (c, id) =>
      c === collection && id === 5 ? { slug: home.slug, available: true } : undefined,
    )
    expect(path).toBe('/')
  })
})

describe('isExternalLinkUrl', () => {
  it.each([
    ['https://www.example.com/', true],
    ['http://example.com', true],
    ['/cocktails/', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example.com/', false],
    ['/\\evil.example.com', false],
    ['https://', false],
    ['ftp://example.com/', false],
    ['cocktails', false],
    ['', false],
  ])('%s → %s', (url, ok) => {
    expect(isExternalLinkUrl(url)).toBe(ok)
  })
})

describe('link targets', () => {
  it('are the pages and every collection with detail pages, once each', () => {
    const detail = new Set(Object.values(DETAIL_COLLECTIONS))
    expect(LINK_TARGET_COLLECTIONS[0]).toBe('pages')
    expect(new Set(LINK_TARGET_COLLECTIONS.slice(1))).toEqual(detail)
    expect(LINK_TARGET_COLLECTIONS).toHaveLength(detail.size + 1)
  })

  it('collects the ids to read per collection, skipping external and empty links', () => {
    const ids = linkTargetIds([
      internal('pages', 1),
      internal('pages', { id: 1 }),
      internal('cocktails', 7),
      internal('pages', 4),
      { type: 'external', url: 'https://x.example/' },
      { type: 'internal', doc: null },
      null,
    ])
    expect([...ids]).toEqual([
      ['pages', [1, 4]],
      ['cocktails', [7]],
    ])
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'

const revalidateTag = vi.fn()
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }))
vi.mock('@/content/search/cache', () => ({ clearSearchCache: () => undefined }))
vi.mock('@/content/store-locator-cache', () => ({
  markStoreLocatorStale: () => undefined,
  STORE_LOCATOR_SOURCES: new Set<string>(),
}))

const { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } = await import(
  './revalidate'
)

type ChangeArgs = Parameters<typeof revalidateCollectionAfterChange>[0]

function save(slug: string, doc: object, previousDoc: object, operation = 'update') {
  revalidateCollectionAfterChange({
    collection: { slug },
    context: {},
    doc,
    previousDoc,
    operation,
  } as unknown as ChangeArgs)
  return revalidateTag.mock.calls.map(([tag]) => tag)
}

describe('menu links follow their documents (issue 17 item 7)', () => {
  beforeEach(() => revalidateTag.mockClear())

  it.each([
    ['a slug change', 'cocktails', { slug: 'b', available: true }, { slug: 'a', available: true }],
    [
      'a page path change',
      'pages',
      { path: '/b/', available: true },
      { path: '/a/', available: true },
    ],
    ['an unpublish', 'products', { slug: 'a', available: false }, { slug: 'a', available: true }],
  ])('%s expires the menus', (_, slug, doc, previous) => {
    expect(save(slug, doc, previous)).toEqual([`collection:${slug}`, 'link-targets'])
  })

  it('another edit, a new document or a collection nothing links to leaves them', () => {
    expect(
      save(
        'cocktails',
        { slug: 'a', available: true, title: 'B' },
        { slug: 'a', available: true, title: 'A' },
      ),
    ).toEqual(['collection:cocktails'])
    revalidateTag.mockClear()
    expect(save('cocktails', { slug: 'a' }, {}, 'create')).toEqual(['collection:cocktails'])
    revalidateTag.mockClear()
    expect(save('media', { slug: 'b' }, { slug: 'a' })).toEqual(['collection:media'])
  })

  it('a deleted target expires them', () => {
    revalidateCollectionAfterDelete({
      collection: { slug: 'pages' },
      context: {},
      doc: {},
    } as unknown as Parameters<typeof revalidateCollectionAfterDelete>[0])
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual([
      'collection:pages',
      'link-targets',
    ])
  })
})

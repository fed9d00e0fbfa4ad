import { describe, expect, it } from 'vitest'
import {
  cleanQuery,
  countsByType,
  isSearchable,
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  pageOf,
  parsePage,
  RESULTS_PER_PAGE,
} from './search-query'

describe('cleanQuery', () => {
  it.each([
    ['  Julep  ', 'Julep'],
    ['cognac\t\tXO', 'cognac XO'],
    ['line\nbreak', 'line break'],
    ['nul\u0000char', 'nul char'],
    [null, ''],
    [undefined, ''],
    ['   ', ''],
    // LIKE's wildcards and escape are never a pattern (issue 11, item 9: q=%% matched everything).
    ['%%', ''],
    ['%_%', ''],
    ['50%', '50'],
    ['x_o', 'x o'],
    ['sidecar\\', 'sidecar'],
    ['a%b\\_c', 'a b c'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanQuery(raw)).toBe(clean)
  })

  it(`cuts a query to ${MAX_QUERY_LENGTH} characters, counting characters, not bytes`, () => {
    expect(cleanQuery('a'.repeat(250))).toHaveLength(MAX_QUERY_LENGTH)
    expect([...cleanQuery('干'.repeat(150))]).toHaveLength(MAX_QUERY_LENGTH)
  })
})

describe('isSearchable', () => {
  it.each([
    ['', false],
    ['x', false],
    ['xo', true],
    ['干邑', true],
    ['干', false],
  ])(`%j → %s (at least ${MIN_QUERY_LENGTH} characters)`, (query, searchable) => {
    expect(isSearchable(query)).toBe(searchable)
  })
})

describe('parsePage (?page=)', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    ['100', 100],
    ['101', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
    [null, 1],
    ['1e3', 1],
  ])('%j → %d', (raw, page) => {
    expect(parsePage(raw)).toBe(page)
  })
})

describe('pageOf: 12 results a page', () => {
  const items = Array.from({ length: 30 }, (_, i) => i)
  it.each([
    [1, 0, 12],
    [2, 12, 12],
    [3, 24, 6],
    [4, 0, 0],
  ])('page %d starts at item %d and holds %d', (page, first, length) => {
    const paged = pageOf(items, page)
    expect(paged.items).toHaveLength(length)
    if (length) expect(paged.items[0]).toBe(first)
    expect(paged).toMatchObject({ page, pages: 3, total: 30 })
  })
  it('an empty list is one empty page', () => {
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1, total: 0 })
    expect(RESULTS_PER_PAGE).toBe(12)
  })
})

describe('countsByType: the filters offered, in the order of types, only those with results', () => {
  it('counts', () => {
    const items = [{ kind: 'cocktails' }, { kind: 'products' }, { kind: 'cocktails' }]
    expect(countsByType(['products', 'cocktails', 'articles'], items)).toEqual([
      { type: 'products', count: 1 },
      { type: 'cocktails', count: 2 },
    ])
  })
})

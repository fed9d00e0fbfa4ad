import { describe, expect, it } from 'vitest'
import { cleanQuery, isSearchable, MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from './search-query'

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

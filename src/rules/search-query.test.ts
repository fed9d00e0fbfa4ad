import { describe, expect, it } from 'vitest'
import {
  caseVariants,
  cleanQuery,
  isSearchable,
  MAX_CASE_VARIANTS,
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
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

describe('caseVariants: the spellings searched, so case never hides a match', () => {
  it.each([
    ['сайдкар', ['сайдкар', 'САЙДКАР', 'Сайдкар']],
    [
      'СТАРЫЙ сайдкар',
      ['СТАРЫЙ сайдкар', 'старый сайдкар', 'СТАРЫЙ САЙДКАР', 'Старый Сайдкар', 'Старый сайдкар'],
    ],
    ['éclat', ['éclat', 'ÉCLAT', 'Éclat']],
    ['Julep', ['Julep', 'julep', 'JULEP']],
    ['側車', ['側車']],
  ])('%j → %j', (query, variants) => {
    expect(caseVariants(query)).toEqual(variants)
  })

  it(`keeps the typed form first and never returns more than ${MAX_CASE_VARIANTS}`, () => {
    const variants = caseVariants('ŁÓDŹ wódka')
    expect(variants[0]).toBe('ŁÓDŹ wódka')
    expect(variants.length).toBeLessThanOrEqual(MAX_CASE_VARIANTS)
    expect(variants).toContain('łódź wódka')
  })
})

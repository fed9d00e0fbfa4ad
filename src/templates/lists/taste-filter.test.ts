import { describe, expect, it } from 'vitest'
import { filterByTaste, parseTaste, TASTES } from './taste-filter'

const cocktails = [
  { slug: 'sidecar', tastes: ['sour', 'sweet'] },
  { slug: 'crisp-green-tea', tastes: ['soft'] },
  { slug: 'robust-coffee', tastes: ['bitter', 'creamy'] },
  { slug: 'float', tastes: ['creamy', 'sweet'] },
]

describe('cocktail taste filter (SPEC §9: soft, creamy, sweet, sour, bitter)', () => {
  it('knows the five tastes of the spec', () => {
    expect(TASTES).toEqual(['soft', 'creamy', 'sweet', 'sour', 'bitter'])
  })

  it.each([
    ['sweet', 'sweet'],
    ['Sweet', 'sweet'],
    [' bitter ', 'bitter'],
    ['salty', null],
    ['', null],
    [null, null],
  ] as const)('?taste=%s → %s', (raw, taste) => {
    expect(parseTaste(raw)).toBe(taste)
  })

  it.each([
    ['sweet', ['sidecar', 'float']],
    ['creamy', ['robust-coffee', 'float']],
    ['sour', ['sidecar']],
    [null, ['sidecar', 'crisp-green-tea', 'robust-coffee', 'float']],
  ] as const)('%s keeps %j in order', (taste, slugs) => {
    expect(filterByTaste(cocktails, taste).map((c) => c.slug)).toEqual(slugs)
  })
})

import { describe, expect, it } from 'vitest'
import { formatLineUpLength, lineUpLength } from './line-up'

describe('lineUpLength', () => {
  it.each([
    [undefined, 5],
    [null, 5],
    [Number.NaN, 5],
    [0, 5],
    [-3, 5],
    [1, 1],
    [12, 12],
    [7.5, 7.5],
  ])('%s → %s', (length, expected) => {
    expect(lineUpLength(length)).toBe(expected)
  })
})

describe('formatLineUpLength', () => {
  it.each([
    [undefined, '5 min'],
    [null, '5 min'],
    [20, '20 min'],
  ])('%s → %s', (length, expected) => {
    expect(formatLineUpLength(length)).toBe(expected)
  })
})

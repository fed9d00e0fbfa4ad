import { describe, expect, it } from 'vitest'
import { clampServings, MIN_SERVINGS, scaleQuantity } from './ingredient-scaling'

describe('scaleQuantity: fractions (SPEC §5: multiplied by the serving count as a fraction)', () => {
  it.each([
    ['1/2', 1, '1/2'],
    ['1/2', 2, '1'],
    ['1/2', 3, '1 1/2'],
    ['3/4', 2, '1 1/2'],
    ['1 1/2', 2, '3'],
    ['2/3', 3, '2'],
    ['1/3', 2, '2/3'],
    ['2/4', 1, '1/2'],
    ['3/2', 1, '1 1/2'],
    ['1 1/4', 3, '3 3/4'],
    ['1 / 2', 3, '1 1/2'],
    [' 1/2 ', 2, '1'],
    ['0/2', 5, '0'],
  ])('"%s" × %s → "%s"', (quantity, servings, expected) => {
    expect(scaleQuantity(quantity, servings)).toBe(expected)
  })
})

describe('scaleQuantity: decimals (SPEC §5: a decimal comma is accepted)', () => {
  it.each([
    ['1,5', 2, '3'],
    ['1,5', 3, '4,5'],
    ['1.5', 3, '4.5'],
    ['2', 3, '6'],
    ['4', 1, '4'],
    ['0,25', 3, '0,75'],
    ['0,333', 2, '0,67'],
    ['0.125', 3, '0.38'],
    ['1,10', 1, '1,1'],
    ['1,15', 3, '3,45'],
    ['0.1', 3, '0.3'],
    [',5', 2, '1'],
    ['1,', 2, '2'],
    ['0', 4, '0'],
  ])('"%s" × %s → "%s"', (quantity, servings, expected) => {
    expect(scaleQuantity(quantity, servings)).toBe(expected)
  })
})

describe('scaleQuantity: non-numeric values show nothing (SPEC §5)', () => {
  it.each([
    ['a dash'],
    ['top up'],
    [''],
    ['   '],
    ['2 cl'],
    ['-1'],
    ['1/0'],
    ['1/2/3'],
    ['half/full'],
    [','],
    ['1,5,5'],
  ])('"%s" → null', (quantity) => {
    expect(scaleQuantity(quantity, 2)).toBeNull()
  })
})

describe('scaleQuantity: serving count clamped to the minimum of 1 (SPEC §5, §9)', () => {
  it.each([
    ['1/2', 0, '1/2'],
    ['1,5', -3, '1,5'],
    ['1,5', Number.NaN, '1,5'],
    ['1/2', 2.9, '1'],
  ])('"%s" × %s → "%s"', (quantity, servings, expected) => {
    expect(scaleQuantity(quantity, servings)).toBe(expected)
  })
})

describe('clampServings (SPEC §2.6, §9: minimum 1, no upper limit)', () => {
  it('has a minimum of 1', () => {
    expect(MIN_SERVINGS).toBe(1)
  })

  it.each([
    [1, 1],
    [0, 1],
    [-5, 1],
    [2, 2],
    [2.7, 2],
    [0.5, 1],
    [1000, 1000],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%s → %s', (n, expected) => {
    expect(clampServings(n)).toBe(expected)
  })
})

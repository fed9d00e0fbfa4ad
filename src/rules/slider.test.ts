import { describe, expect, it } from 'vitest'
import { clampIndex, MIN_ITEMS_FOR_CONTROLS, showControls, wrapIndex } from './slider'

describe('wrapIndex (SPEC §4: wraps from last to first and back)', () => {
  it.each([
    ['stays on a middle item', 2, 5, 2],
    ['goes from last to first', 5, 5, 0],
    ['goes from first back to last', -1, 5, 4],
    ['wraps more than one lap forward', 12, 5, 2],
    ['wraps more than one lap back', -6, 5, 4],
    ['stays on 0 with 1 item', 1, 1, 0],
    ['gives 0 with count 0', 3, 0, 0],
    ['gives 0 with a negative count', 3, -2, 0],
    ['gives 0 for a NaN index', Number.NaN, 5, 0],
  ])('%s: index %s of %s → %s', (_name, index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected)
  })
})

describe('clampIndex (SPEC §2.6: clamped between the first and last step)', () => {
  it.each([
    ['stays on a middle step', 2, 5, 2],
    ['stops at the last step', 5, 5, 4],
    ['stops at the first step', -1, 5, 0],
    ['keeps the last step', 4, 5, 4],
    ['gives 0 with 1 step', 3, 1, 0],
    ['gives 0 with count 0', 3, 0, 0],
    ['gives 0 for a NaN index', Number.NaN, 5, 0],
  ])('%s: index %s of %s → %s', (_name, index, count, expected) => {
    expect(clampIndex(index, count)).toBe(expected)
  })
})

describe('showControls (SPEC §4, §9: controls need at least 2 items)', () => {
  it('needs 2 items', () => {
    expect(MIN_ITEMS_FOR_CONTROLS).toBe(2)
  })

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [10, true],
  ])('%s items → %s', (count, expected) => {
    expect(showControls(count)).toBe(expected)
  })
})

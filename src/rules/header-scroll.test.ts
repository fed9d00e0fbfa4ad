import { describe, expect, it } from 'vitest'
import {
  HEADER_SCROLL_THRESHOLD_PX,
  HEADER_SCROLL_THROTTLE_MS,
  initialMenuState,
  shouldCollapse,
} from './header-scroll'

describe('header scroll constants (SPEC §9)', () => {
  it('has a threshold of 100 px and a throttle of 100 ms', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(100)
    expect(HEADER_SCROLL_THROTTLE_MS).toBe(100)
  })
})

describe('shouldCollapse (SPEC §4: collapses above 100 px, expands at or below 100 px)', () => {
  it.each([
    ['expands at the top', 0, false, true, false],
    ['expands at 99 px', 99, false, true, false],
    ['expands at exactly 100 px', 100, false, true, false],
    ['collapses at 101 px', 101, false, false, true],
    ['collapses at 100.5 px', 100.5, false, false, true],
    ['stays collapsed far down', 5000, false, true, true],
    ['expands on an overscroll above the top', -20, false, true, false],
    ['keeps collapsed while locked at the top', 0, true, true, true],
    ['keeps expanded while locked at 101 px', 101, true, false, false],
    ['keeps expanded while locked far down', 5000, true, false, false],
    ['keeps collapsed on a NaN scroll', Number.NaN, false, true, true],
    ['keeps expanded on a NaN scroll', Number.NaN, false, false, false],
  ])('%s (scrollY %s, locked %s, collapsed %s → %s)', (_name, y, locked, current, expected) => {
    expect(shouldCollapse(y, locked, current)).toBe(expected)
  })
})

describe('initialMenuState (SPEC §2.4: shown, closed, unlocked, not collapsed)', () => {
  it('starts visible, closed, unlocked, not collapsed and not dark', () => {
    expect(initialMenuState()).toEqual({
      visible: true,
      open: false,
      locked: false,
      collapsed: false,
      dark: false,
    })
  })

  it('gives a fresh object each time, so the flags reset on each page load', () => {
    const first = initialMenuState()
    first.open = true
    first.locked = true
    expect(initialMenuState()).toEqual(expect.objectContaining({ open: false, locked: false }))
    expect(initialMenuState()).not.toBe(initialMenuState())
  })
})

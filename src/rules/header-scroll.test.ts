import { describe, expect, it } from 'vitest'
import {
  HEADER_BAR_HEIGHT_PX,
  HEADER_SCROLL_THRESHOLD_PX,
  HEADER_SCROLL_THROTTLE_MS,
  headerLayout,
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

describe('headerLayout (issue 19: collapsing does not move the page, so the header cannot flicker)', () => {
  it.each([
    ['expanded', false, 72, 0],
    ['collapsed', true, 48, 24],
  ])('%s: bar %s px, %s px kept below it', (_name, collapsed, bar, keep) => {
    expect(headerLayout(collapsed)).toEqual({ bar, keep })
  })

  it('takes the same room in the page collapsed or expanded', () => {
    const room = (collapsed: boolean) => {
      const { bar, keep } = headerLayout(collapsed)
      return bar + keep
    }
    expect(room(true)).toBe(room(false))
    expect(room(false)).toBe(HEADER_BAR_HEIGHT_PX.expanded)
  })

  // A page stopped at y: the rule decides, the layout changes, the browser keeps the content in
  // place by moving the scroll position by the change in the page's height above it; the next
  // check (100 ms later) must decide the same, or the header flickers.
  it.each([0, 50, 99, 100, 101, 105, 110, 115, 120, 125, 130, 200, 5000])(
    'settles at scrollY %s px after one check',
    (y) => {
      const before = headerLayout(false)
      const collapsed = shouldCollapse(y, false, false)
      const after = headerLayout(collapsed)
      const shift = before.bar + before.keep - (after.bar + after.keep)
      const next = shouldCollapse(y - shift, false, collapsed)
      expect(next).toBe(collapsed)
      expect(collapsed).toBe(y > HEADER_SCROLL_THRESHOLD_PX)
    },
  )
})

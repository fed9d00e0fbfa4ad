import { describe, expect, it } from 'vitest'
import {
  ANCHOR_OFFSET_PX,
  ANCHOR_SCROLL_MS,
  anchorIdFromName,
  anchorIdOf,
  anchorScrollTop,
  easeInOutCubic,
  hashTargetId,
  scrollPositionAt,
} from './anchor-scroll'

describe('anchor scroll constants (SPEC §2.5, §9)', () => {
  it('uses a 140 px offset and a 0.6 s animation', () => {
    expect(ANCHOR_OFFSET_PX).toBe(140)
    expect(ANCHOR_SCROLL_MS).toBe(600)
  })
})

describe('easeInOutCubic', () => {
  it.each([
    [0, 0],
    [0.25, 0.0625],
    [0.5, 0.5],
    [0.75, 0.9375],
    [1, 1],
    [-1, 0],
    [2, 1],
    [Number.NaN, 1],
  ])('ease(%s) = %s', (t, expected) => {
    expect(easeInOutCubic(t)).toBeCloseTo(expected, 6)
  })
})

describe('anchorScrollTop: the element ends 140 px below the top', () => {
  it.each([
    // elementTop in viewport, scrollY, maxScroll → target
    { top: 1000, scrollY: 0, max: 5000, expected: 860 },
    { top: 300, scrollY: 1200, max: 5000, expected: 1360 },
    { top: -400, scrollY: 1200, max: 5000, expected: 660 },
    // Near the top of the page: cannot scroll above 0.
    { top: 100, scrollY: 0, max: 5000, expected: 0 },
    // Near the bottom: cannot scroll past the end.
    { top: 900, scrollY: 4500, max: 5000, expected: 5000 },
    { top: 10, scrollY: 0, max: -20, expected: 0 },
  ])('top $top at scroll $scrollY → $expected', ({ top, scrollY, max, expected }) => {
    expect(anchorScrollTop(top, scrollY, max)).toBe(expected)
  })

  it('takes another offset when given', () => {
    expect(anchorScrollTop(500, 0, 5000, 0)).toBe(500)
  })
})

describe('scrollPositionAt', () => {
  it.each([
    { elapsed: 0, expected: 100 },
    { elapsed: 300, expected: 600 },
    { elapsed: 150, expected: 162.5 },
    { elapsed: 600, expected: 1100 },
    { elapsed: 900, expected: 1100 },
  ])('from 100 to 1100 after $elapsed ms → $expected', ({ elapsed, expected }) => {
    expect(scrollPositionAt(100, 1100, elapsed)).toBeCloseTo(expected, 6)
  })

  it('jumps straight to the end without a duration (reduced motion)', () => {
    expect(scrollPositionAt(0, 800, 0, 0)).toBe(800)
  })

  it('scrolls upwards too', () => {
    expect(scrollPositionAt(1000, 0, 300)).toBeCloseTo(500, 6)
  })
})

describe('anchorIdOf', () => {
  it.each([
    ['#experiences', 'experiences'],
    ['#caf%C3%A9', 'café'],
    ['#', null],
    ['', null],
    [null, null],
    ['/en-ww/visit-us/#experiences', null],
    ['#form:newsletter?action=open_form', null],
    ['#modal:eventtia?url=https%3A%2F%2Fx.test', null],
    ['#ctb:xo', null],
    ['#%E0%A4%A', null],
  ])('%s → %s', (href, expected) => {
    expect(anchorIdOf(href)).toBe(expected)
  })
})

describe('anchorIdFromName', () => {
  it.each([
    ['Experiences', 'experiences'],
    ['Our experiences', 'our-experiences'],
    ['  Cellar — tours & tastings! ', 'cellar-tours-tastings'],
    ['Dégustation', 'degustation'],
    ['體驗', '體驗'],
    ['---', null],
    ['', null],
    [null, null],
  ])('%s → %s', (name, expected) => {
    expect(anchorIdFromName(name)).toBe(expected)
  })
})

describe('hashTargetId (SPEC §2.7: a URL hash names the element to scroll to)', () => {
  it.each([
    ['#product-profile', 'product-profile'],
    ['product-profile', 'product-profile'],
    ['#caf%C3%A9', 'café'],
    ['#100%', '100%'],
    ['', null],
    ['#', null],
    ['#modal:eventtia?url=https%3A%2F%2Fa.test', null],
    ['#form:newsletter?action=open_form', null],
    ['#ctb:123?product=XO', null],
  ])('%j → %j', (hash, expected) => {
    expect(hashTargetId(hash)).toBe(expected)
  })
})

import { describe, expect, it } from 'vitest'
import {
  ANCHOR_SCROLL_OFFSET_PX,
  anchorScrollTop,
  HASH_SCROLL_DELAY_MS,
  hashTargetId,
} from './hash-scroll'

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

describe('anchorScrollTop (SPEC §9: 1000 ms delay, 140 px offset)', () => {
  it('uses the spec numbers', () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(1000)
    expect(ANCHOR_SCROLL_OFFSET_PX).toBe(140)
  })

  it.each([
    ['an element further down', 900, 0, 760],
    ['an element when already scrolled', 300, 1000, 1160],
    ['an element above the view', -200, 1000, 660],
    ['an element near the top never scrolls above 0', 40, 0, 0],
    ['fractions are rounded', 500.6, 0, 361],
  ])('%s', (_name, top, scrollY, expected) => {
    expect(anchorScrollTop(top, scrollY)).toBe(expected)
  })
})

import { describe, expect, it } from 'vitest'
import { isModalType, MODAL_ANIMATION_MS, MODAL_TYPES, shouldAnimate } from './modal-types'

describe('MODAL_TYPES (SPEC §2.8)', () => {
  it('lists the 17 types of the spec, once each', () => {
    expect(MODAL_TYPES).toHaveLength(17)
    expect(new Set(MODAL_TYPES).size).toBe(17)
  })

  it.each([
    ['search', true],
    ['image_slider', true],
    ['ctb_modal', true],
    ['blue_swift_newsletter_popin', true],
    ['no_such_modal', false],
    ['Search', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('isModalType(%j) → %s', (value, expected) => {
    expect(isModalType(value)).toBe(expected)
  })
})

describe('modal animation (SPEC §4, §9: 0.8 s, may be suppressed)', () => {
  it('lasts 800 ms', () => {
    expect(MODAL_ANIMATION_MS).toBe(800)
  })

  it.each([
    [undefined, false, true],
    [false, false, true],
    [true, false, false],
    [undefined, true, false],
    [true, true, false],
  ])('noAnimation %s, reduced motion %s → animates %s', (noAnimation, reduced, expected) => {
    expect(shouldAnimate(noAnimation, reduced)).toBe(expected)
  })
})

import { describe, expect, it } from 'vitest'
import { EVENTTIA_IFRAME_HEIGHT, EVENTTIA_RESIZE_POLL_MS, frameHeight } from './eventtia-frame'

describe('event-registration iframe (SPEC §9: 700 px, polled every 500 ms)', () => {
  it('quotes the spec', () => {
    expect(EVENTTIA_IFRAME_HEIGHT).toBe(700)
    expect(EVENTTIA_RESIZE_POLL_MS).toBe(500)
  })

  it.each([
    [null, 700],
    [undefined, 700],
    [0, 700],
    [Number.NaN, 700],
    [420, 700],
    [700, 700],
    [1234.2, 1235],
  ])('measured %s → %i px', (measured, height) => {
    expect(frameHeight(measured)).toBe(height)
  })
})

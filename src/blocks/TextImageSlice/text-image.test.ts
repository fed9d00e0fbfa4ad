import { describe, expect, it } from 'vitest'
import {
  advancedTextImageClassName,
  textImageClassName,
  textImageSizes,
  textImageType,
} from './text-image'

describe('textImageClassName (SPEC §2.5 text-image types and options)', () => {
  it.each([
    [{ type: 'double' }, 'text-image text-image--double'],
    [{ type: 'normal' }, 'text-image text-image--normal'],
    [{ type: 'big' }, 'text-image text-image--big'],
    [{ type: 'square' }, 'text-image text-image--square'],
    [{ type: 'big_square' }, 'text-image text-image--big-square'],
    [{ type: 'huge' }, 'text-image text-image--normal'],
    [{ type: null }, 'text-image text-image--normal'],
    [{ type: 'big', reverse: true }, 'text-image text-image--big text-image--reverse'],
    [{ type: 'normal', centre: true }, 'text-image text-image--normal text-image--centre'],
    [{ type: 'normal', background: 'cream' }, 'text-image text-image--normal text-image--bg-cream'],
    [{ type: 'normal', background: 'none' }, 'text-image text-image--normal'],
    [{ type: 'normal', background: 'pink' }, 'text-image text-image--normal'],
    [{ type: 'normal', quote: '  ' }, 'text-image text-image--normal'],
    [
      { type: 'normal', quote: 'Patience.' },
      'text-image text-image--normal text-image--with-quote',
    ],
    [
      { type: 'square', reverse: true, centre: true, background: 'dark', quote: 'Q' },
      'text-image text-image--square text-image--reverse text-image--centre text-image--bg-dark text-image--with-quote',
    ],
  ])('%o → %s', (options, expected) => {
    expect(textImageClassName(options)).toBe(expected)
  })
})

describe('textImageType and sizes', () => {
  it('reads the five types and falls back to normal', () => {
    expect(['double', 'normal', 'big', 'square', 'big_square', 'x'].map(textImageType)).toEqual([
      'double',
      'normal',
      'big',
      'square',
      'big_square',
      'normal',
    ])
  })
  it('gives the big types two thirds of a desktop row', () => {
    expect(textImageSizes('big')).toBe('(min-width: 769px) 66vw, 100vw')
    expect(textImageSizes('big_square')).toBe('(min-width: 769px) 66vw, 100vw')
    expect(textImageSizes('normal')).toBe('(min-width: 769px) 50vw, 100vw')
  })
})

describe('advancedTextImageClassName', () => {
  it.each([
    [
      {},
      'advanced-text-image advanced-text-image--image-right advanced-text-image--width-half advanced-text-image--theme-light',
    ],
    [
      { image_position: 'left', image_width: 'two_thirds', theme: 'dark' },
      'advanced-text-image advanced-text-image--image-left advanced-text-image--width-two-thirds advanced-text-image--theme-dark',
    ],
    [
      { image_position: 'top', image_width: 'third', theme: 'cream' },
      'advanced-text-image advanced-text-image--image-top advanced-text-image--theme-cream',
    ],
    [
      { image_position: 'middle', image_width: 'full', theme: 'neon' },
      'advanced-text-image advanced-text-image--image-right advanced-text-image--width-half advanced-text-image--theme-light',
    ],
  ])('%o → %s', (options, expected) => {
    expect(advancedTextImageClassName(options)).toBe(expected)
  })
})

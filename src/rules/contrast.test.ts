import { describe, expect, it } from 'vitest'
import {
  composite,
  contrastRatio,
  parseCssColor,
  relativeLuminance,
  requiredContrast,
} from './contrast'

const BLACK = { r: 0, g: 0, b: 0 }
const WHITE = { r: 255, g: 255, b: 255 }
const hex = (value: string) => {
  const color = parseCssColor(value)
  if (!color) throw new Error(`not a colour: ${value}`)
  return color
}

describe('relativeLuminance (WCAG 2.2 definition)', () => {
  it.each([
    ['black', '#000000', 0],
    ['white', '#ffffff', 1],
    ['mid grey #777777', '#777777', 0.1845],
    ['pure red', '#ff0000', 0.2126],
    ['pure green', '#00ff00', 0.7152],
    ['pure blue', '#0000ff', 0.0722],
  ])('%s → %s', (_name, color, expected) => {
    expect(relativeLuminance(hex(color))).toBeCloseTo(expected, 4)
  })
})

describe('contrastRatio', () => {
  it.each([
    ['black on white is 21:1', '#000000', '#ffffff', 21],
    ['the same colour is 1:1', '#14213d', '#14213d', 1],
    ['#777 on white is just under 4.5:1 (the classic AA miss)', '#777777', '#ffffff', 4.48],
    ['#767676 on white passes AA', '#767676', '#ffffff', 4.54],
    // Issue 19's defect: cream titles on the off-white card.
    ['cream #f7f1e6 on paper #fffdf8 is about 1.1:1', '#f7f1e6', '#fffdf8', 1.09],
    ['cream on the dark blue #14213d', '#f7f1e6', '#14213d', 14.21],
  ])('%s', (_name, a, b, expected) => {
    expect(contrastRatio(hex(a), hex(b))).toBeCloseTo(expected, 1)
    expect(contrastRatio(hex(b), hex(a))).toBeCloseTo(expected, 1)
  })
})

describe('composite (a translucent colour over an opaque one)', () => {
  it.each([
    ['opaque keeps the top colour', { r: 10, g: 20, b: 30, a: 1 }, WHITE, { r: 10, g: 20, b: 30 }],
    ['transparent shows what is under', { r: 10, g: 20, b: 30, a: 0 }, WHITE, WHITE],
    [
      'half black on white is mid grey',
      { r: 0, g: 0, b: 0, a: 0.5 },
      WHITE,
      { r: 127.5, g: 127.5, b: 127.5 },
    ],
    ['alpha above 1 counts as opaque', { r: 255, g: 255, b: 255, a: 2 }, BLACK, WHITE],
  ])('%s', (_name, top, under, expected) => {
    expect(composite(top, under)).toEqual(expected)
  })
})

describe('requiredContrast (SC 1.4.3: 4.5:1, 3:1 for large text)', () => {
  it.each([
    ['16 px normal text', 16, 400, 4.5],
    ['23.9 px normal text', 23.9, 400, 4.5],
    ['24 px (18 pt) normal text is large', 24, 400, 3],
    ['a 56 px title', 56, 400, 3],
    ['18.66 px (14 pt) bold is large', 18.67, 700, 3],
    ['18.66 px semibold is not', 18.67, 600, 4.5],
    ['16 px bold is not large', 16, 700, 4.5],
  ])('%s → %s:1', (_name, size, weight, expected) => {
    expect(requiredContrast(size, weight)).toBe(expected)
  })
})

describe('parseCssColor (computed colour strings)', () => {
  it.each([
    ['rgb(20, 33, 61)', { r: 20, g: 33, b: 61, a: 1 }],
    ['rgba(20, 33, 61, 0.85)', { r: 20, g: 33, b: 61, a: 0.85 }],
    ['rgb(20 33 61 / 0.5)', { r: 20, g: 33, b: 61, a: 0.5 }],
    ['rgb(20 33 61 / 50%)', { r: 20, g: 33, b: 61, a: 0.5 }],
    ['#fffdf8', { r: 255, g: 253, b: 248, a: 1 }],
    ['#FFF', { r: 255, g: 255, b: 255, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('%s', (value, expected) => {
    expect(parseCssColor(value)).toEqual(expected)
  })

  it.each(['color(display-p3 1 0 0)', 'red', '', 'rgb(1, 2)', '#12345'])(
    'cannot read %j',
    (value) => {
      expect(parseCssColor(value)).toBeNull()
    },
  )
})

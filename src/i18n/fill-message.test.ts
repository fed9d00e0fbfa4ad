import { describe, expect, it } from 'vitest'
import { fillMessage } from './fill-message'

describe('fillMessage', () => {
  it.each([
    ['{x} of {y}', { x: 2, y: 5 }, '2 of 5'],
    ['第 {x} 張，共 {y} 張', { x: 1, y: 3 }, '第 1 張，共 3 張'],
    ['Enlarge image {n}', { n: 3 }, 'Enlarge image 3'],
    ['{x} of {y}', { x: 1 }, '1 of {y}'],
    ['no placeholder', { x: 1 }, 'no placeholder'],
    ['{toString} stays', {}, '{toString} stays'],
  ])('%s with %o → %s', (template, values, expected) => {
    expect(fillMessage(template, values)).toBe(expected)
  })
})

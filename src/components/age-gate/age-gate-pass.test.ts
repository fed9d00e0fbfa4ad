import { describe, expect, it } from 'vitest'
import { hasPassed, MAX_MINIMUM_AGE, passedAge, passValue } from './age-gate-pass'

describe('age gate pass', () => {
  it.each([
    [null, 18, false],
    ['', 18, false],
    ['yes', 18, false],
    ['-1', 18, false],
    ['18', 18, true],
    ['18', 21, false],
    ['21', 18, true],
    ['21', 21, true],
    [String(MAX_MINIMUM_AGE), 21, true],
  ])('stored %s, asked %i → passed %s', (stored, minimumAge, passed) => {
    expect(hasPassed(stored, minimumAge)).toBe(passed)
  })

  it('keeps the highest age proved', () => {
    expect(passValue(18)).toBe('18')
    expect(passValue(18, '21')).toBe('21')
    expect(passValue(21, '18')).toBe('21')
    expect(passValue(18, 'garbage')).toBe('18')
  })

  it('reads only whole numbers', () => {
    expect(passedAge('21')).toBe(21)
    expect(passedAge('21.5')).toBeNull()
    expect(passedAge(undefined)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import {
  hasPassed,
  MAX_MINIMUM_AGE,
  PENDING_ATTRIBUTE,
  passedAge,
  passValue,
  pendingGateScript,
} from './age-gate-pass'

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

describe('the script that covers the page until the gate decides (no glimpse on a first visit)', () => {
  /** Runs the script against a stand-in document and storage; true when it marks the page. */
  function marks(
    minimumAge: number,
    stored: string | null,
    options: { hideClass?: boolean; storageThrows?: boolean } = {},
  ): boolean {
    const attributes = new Map<string, string>()
    const classList = {
      contains: (name: string) => options.hideClass === true && name === 'hideAgeGate',
    }
    const documentElement = {
      classList,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    }
    const localStorage = {
      getItem: (key: string) => {
        if (options.storageThrows) throw new Error('storage disabled')
        return key === 'age_gate_passed' ? stored : null
      },
    }
    new Function('document', 'localStorage', pendingGateScript(minimumAge))(
      { documentElement, body: { classList: { contains: () => false } } },
      localStorage,
    )
    return attributes.get(PENDING_ATTRIBUTE) === 'pending'
  }

  it.each([
    [null, 18, true],
    ['yes', 18, true],
    ['18', 21, true],
    ['18', 18, false],
    ['21', 18, false],
    [String(MAX_MINIMUM_AGE), 21, false],
  ])(
    'stored %s, asked %i → page covered %s (the same rule as hasPassed)',
    (stored, age, covered) => {
      expect(marks(age, stored)).toBe(covered)
      expect(covered).toBe(!hasPassed(stored, age))
    },
  )

  it('leaves the page alone when the hideAgeGate class opts out', () => {
    expect(marks(18, null, { hideClass: true })).toBe(false)
  })

  it('covers the page when storage cannot be read (the gate will ask)', () => {
    expect(marks(18, '25', { storageThrows: true })).toBe(true)
  })

  it('writes nothing but a whole number into the script', () => {
    expect(pendingGateScript(21)).toContain('+v>=21')
    expect(pendingGateScript('21;alert(1)' as unknown as number)).toContain('+v>=0')
  })
})

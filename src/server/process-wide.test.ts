import { describe, expect, it } from 'vitest'
import { processWide } from './process-wide'

describe('processWide', () => {
  it('creates a value once and hands every caller the same one', () => {
    let made = 0
    const first = processWide('test.counter', () => ({ made: ++made }))
    const second = processWide('test.counter', () => ({ made: ++made }))
    expect(second).toBe(first)
    expect(made).toBe(1)
    // A copy of this module in another bundle reads the same slot: it is keyed on Symbol.for.
    const slot = (globalThis as unknown as Record<symbol, unknown>)[
      Symbol.for('maison-solaine.test.counter')
    ]
    expect(slot).toBe(first)
  })
})

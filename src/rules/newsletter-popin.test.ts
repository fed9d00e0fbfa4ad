import { describe, expect, it } from 'vitest'
import {
  isBlueSwiftProduct,
  POPIN_DELAY_SECONDS,
  SKIP_DAYS,
  shouldOfferPopin,
  skippedRecently,
} from './newsletter-popin'

const NOW = Date.parse('2026-11-25T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000

describe('Blue Swift newsletter popin (SPEC §2.8, §4)', () => {
  it('belongs to the Blue Swift line only (SPEC §3 product slugs, US -2 suffixes included)', () => {
    const table: Array<[string | null, boolean]> = [
      ['blue-swift', true],
      ['blue-swift-limited-edition-by-aurore', true],
      ['blue-swift-limited-edition-by-aurore-2', true],
      ['blue-swifter', false],
      ['xo', false],
      ['v-s-o-p', false],
      [null, false],
    ]
    for (const [slug, yes] of table) expect(isBlueSwiftProduct(slug), String(slug)).toBe(yes)
  })

  it('"not now" holds for 30 days', () => {
    expect(SKIP_DAYS).toBe(30)
    expect(POPIN_DELAY_SECONDS).toBeGreaterThan(0)
    const table: Array<[string | null, boolean]> = [
      [null, false],
      [String(NOW), true],
      [String(NOW - 29 * DAY), true],
      [String(NOW - 30 * DAY), false],
      [String(NOW + DAY), false],
      ['yesterday', false],
    ]
    for (const [stored, yes] of table)
      expect(skippedRecently(stored, NOW), String(stored)).toBe(yes)
  })

  it('waits for the age gate, the consent banner and any open dialog', () => {
    const base = {
      slug: 'blue-swift',
      skipped: null,
      now: NOW,
      ageGateWaiting: false,
      consentDecided: true,
      dialogOpen: false,
    }
    expect(shouldOfferPopin(base)).toBe(true)
    expect(shouldOfferPopin({ ...base, ageGateWaiting: true })).toBe(false)
    expect(shouldOfferPopin({ ...base, consentDecided: false })).toBe(false)
    expect(shouldOfferPopin({ ...base, dialogOpen: true })).toBe(false)
    expect(shouldOfferPopin({ ...base, skipped: String(NOW - DAY) })).toBe(false)
    expect(shouldOfferPopin({ ...base, slug: 'xo' })).toBe(false)
  })
})

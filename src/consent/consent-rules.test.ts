import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '@/i18n/locales'
import {
  addMonths,
  allows,
  analyticsEventFate,
  CONSENT_PURPOSES,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentPurpose,
  choiceDays,
  choiceRecord,
  consentState,
  isChoiceCurrent,
  LOCALE_POLICIES,
  POLICY_VERSION,
  parseStoredChoice,
  policyFor,
} from './consent-rules'

const now = new Date('2026-11-23T21:00:00Z')
const choice = (accepted: ConsentCategory[], decidedAt = now, version = POLICY_VERSION) =>
  ({ accepted, decidedAt, version }) satisfies ConsentChoice

describe('per-locale defaults (issue 12: opt-in for the EU/UK locales; docs/decisions.md)', () => {
  it.each(['fr-fr', 'pl-pl', 'en-uk'])('%s, an EU/UK locale, is opt-in', (locale) => {
    expect(policyFor(locale).mode).toBe('opt-in')
  })

  it('every one of the 18 locales has a policy, and today all are opt-in', () => {
    expect(Object.keys(LOCALE_POLICIES).sort()).toEqual([...LOCALE_CODES].sort())
    for (const locale of LOCALE_CODES) expect(policyFor(locale).mode).toBe('opt-in')
  })

  it('an unknown locale gets the strictest policy', () => {
    expect(policyFor('xx-yy').mode).toBe('opt-in')
  })

  it.each(LOCALE_CODES)('%s: before a choice only the necessary runs', (locale) => {
    expect(consentState(null, policyFor(locale), now)).toEqual({
      decided: false,
      granted: { necessary: true, analytics: false, marketing: false, media: false },
    })
  })

  it('an opt-out policy runs everything until the visitor refuses', () => {
    const optOut = { mode: 'opt-out' } as const
    expect(consentState(null, optOut, now).granted).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      media: true,
    })
    expect(consentState(choice([]), optOut, now).granted.analytics).toBe(false)
  })
})

describe('a stored choice (12 months, with the policy version)', () => {
  it.each([
    ['made now', now, POLICY_VERSION, true],
    ['made 11 months and 30 days ago', new Date('2025-11-24T21:00:00Z'), POLICY_VERSION, true],
    ['made exactly 12 months ago', new Date('2025-11-23T21:00:00Z'), POLICY_VERSION, false],
    ['made 13 months ago', new Date('2025-10-23T21:00:00Z'), POLICY_VERSION, false],
    ['made for an older policy version', now, POLICY_VERSION - 1, false],
    ['made for a newer policy version', now, POLICY_VERSION + 1, false],
    [
      'dated a few hours ahead (a clock slightly off)',
      new Date('2026-11-24T02:00:00Z'),
      POLICY_VERSION,
      true,
    ],
    ['dated a month ahead', new Date('2026-12-23T21:00:00Z'), POLICY_VERSION, false],
  ])('%s → current: %s', (_label, decidedAt, version, current) => {
    expect(isChoiceCurrent(choice(['analytics'], decidedAt, version), now)).toBe(current)
  })

  it('no choice is not current', () => {
    expect(isChoiceCurrent(null, now)).toBe(false)
  })

  it('a changed policy asks again: the state is undecided and back to the defaults', () => {
    const old = choice(['analytics', 'marketing', 'media'], now, POLICY_VERSION)
    const state = consentState(old, policyFor('fr-fr'), now, POLICY_VERSION + 1)
    expect(state.decided).toBe(false)
    expect(state.granted.analytics).toBe(false)
  })

  it.each([
    ['2026-01-31T10:00:00Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2024-02-29T10:00:00Z', 12, '2025-02-28T10:00:00.000Z'],
    ['2026-11-23T21:00:00Z', 12, '2027-11-23T21:00:00.000Z'],
  ])('%s plus %i months is %s', (from, months, to) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(to)
  })

  it.each([
    ['2026-11-23T21:00:00Z', 365],
    ['2027-03-01T00:00:00Z', 366],
  ])('a choice made on %s is kept %i days', (from, days) => {
    expect(choiceDays(new Date(from))).toBe(days)
  })
})

describe('parseStoredChoice (the library’s stored value)', () => {
  const stored = {
    categories: ['necessary', 'analytics', 'media'],
    revision: 1,
    data: null,
    consentTimestamp: '2026-01-10T08:00:00.000Z',
    lastConsentTimestamp: '2026-06-01T09:30:00.000Z',
    consentId: '1c1c5fd5-1bd3-4b9a-9d43-4c2c1fe0d8fa',
    services: {},
    languageCode: 'en',
    expirationTime: 1_800_000_000_000,
  }

  it('reads the accepted categories, the version and the date of the last change', () => {
    expect(parseStoredChoice(JSON.stringify(stored))).toEqual({
      accepted: ['necessary', 'analytics', 'media'],
      version: 1,
      decidedAt: new Date('2026-06-01T09:30:00.000Z'),
    })
  })

  it('reads back what choiceRecord writes (the fixtures’ stored choice)', () => {
    expect(parseStoredChoice(choiceRecord(['analytics', 'media'], now))).toEqual({
      accepted: ['necessary', 'analytics', 'media'],
      version: POLICY_VERSION,
      decidedAt: now,
    })
  })

  it('ignores categories it does not know', () => {
    const value = { ...stored, categories: ['analytics', 'surprise'] }
    expect(parseStoredChoice(JSON.stringify(value))?.accepted).toEqual(['analytics'])
  })

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['not JSON', '{categories'],
    ['a number', '42'],
    ['no categories', JSON.stringify({ ...stored, categories: undefined })],
    ['no revision', JSON.stringify({ ...stored, revision: '1' })],
    ['no date', JSON.stringify({ ...stored, consentTimestamp: 5, lastConsentTimestamp: 5 })],
    ['an invalid date', JSON.stringify({ ...stored, lastConsentTimestamp: 'soon' })],
  ])('%s is no choice', (_label, raw) => {
    expect(parseStoredChoice(raw)).toBeNull()
  })
})

describe('what each category lets through', () => {
  const allOf = (accepted: ConsentCategory[]) =>
    consentState(choice(accepted), policyFor('en-ww'), now)

  it.each<[ConsentPurpose, ConsentCategory]>([
    ['siteState', 'necessary'],
    ['dataLayer', 'analytics'],
    ['pixel', 'marketing'],
    ['buyWidget', 'marketing'],
    ['videoPlayer', 'media'],
    ['eventBooking', 'media'],
    ['supportChat', 'media'],
  ])('%s needs %s', (purpose, category) => {
    expect(CONSENT_PURPOSES[purpose]).toBe(category)
    const others = (['analytics', 'marketing', 'media'] as const).filter((c) => c !== category)
    // Accepting every other category is not enough; accepting this one is.
    expect(allows(allOf([...others]), purpose)).toBe(category === 'necessary')
    expect(allows(allOf([category]), purpose)).toBe(true)
  })

  it('refusing everything still lets the necessary through', () => {
    const state = allOf([])
    expect(state.decided).toBe(true)
    expect(state.granted).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      media: false,
    })
  })
})

describe('analytics events before and after the choice', () => {
  it.each<[string, ConsentChoice | null, 'send' | 'queue' | 'drop']>([
    ['no choice yet: kept until the visitor chooses', null, 'queue'],
    ['analytics accepted: sent', choice(['analytics']), 'send'],
    ['analytics refused: dropped', choice(['media', 'marketing']), 'drop'],
    [
      'an expired acceptance: kept until asked again',
      choice(['analytics'], addMonths(now, -13)),
      'queue',
    ],
  ])('%s', (_label, stored, fate) => {
    expect(analyticsEventFate(consentState(stored, policyFor('en-us'), now))).toBe(fate)
  })
})

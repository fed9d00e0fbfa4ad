import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { track } from '@/tracking/track'
import {
  currentConsent,
  hasConsent,
  refreshConsent,
  resetConsentForTests,
  subscribeConsent,
} from './client'
import { CONSENT_STORAGE_KEY, choiceRecord } from './consent-rules'

// The unit project runs in Node: a bare window, document and localStorage stand in for the browser.
let stored: Record<string, string>

beforeEach(() => {
  stored = {}
  resetConsentForTests()
  Object.assign(globalThis, {
    window: {
      localStorage: {
        getItem: (key: string) => stored[key] ?? null,
        setItem: (key: string, value: string) => {
          stored[key] = value
        },
      },
    },
    document: { documentElement: { dataset: { locale: 'fr-fr' } } },
  })
})

afterEach(() => {
  delete (globalThis as { window?: unknown }).window
  delete (globalThis as { document?: unknown }).document
})

describe('the consent client', () => {
  it('on a first visit allows only the necessary, and events wait', () => {
    expect(currentConsent().decided).toBe(false)
    expect(hasConsent('necessary')).toBe(true)
    expect(hasConsent('analytics')).toBe(false)
    expect(hasConsent('media')).toBe(false)
    track({ event: 'page_view' })
    expect(window.__trackingQueue?.map((e) => e.event)).toEqual(['page_view'])
    expect(window.dataLayer ?? []).toEqual([])
  })

  it('reads a stored choice at once, before any library has loaded', () => {
    stored[CONSENT_STORAGE_KEY] = choiceRecord(['media'], new Date())
    expect(hasConsent('media')).toBe(true)
    expect(hasConsent('analytics')).toBe(false)
    expect(currentConsent().decided).toBe(true)
  })

  it('an accept saved later sends the waiting events in order and tells the subscribers', () => {
    const seen = vi.fn()
    subscribeConsent(seen)
    currentConsent()
    track({ event: 'page_view' })
    track({ event: 'age_gate_view' })
    track({ event: 'age_gate_pass' })
    stored[CONSENT_STORAGE_KEY] = choiceRecord(['analytics', 'marketing', 'media'], new Date())
    refreshConsent()
    expect(window.dataLayer?.map((e) => e.event)).toEqual([
      'page_view',
      'age_gate_view',
      'age_gate_pass',
    ])
    expect(seen).toHaveBeenCalledTimes(1)
    expect(seen.mock.calls[0]?.[0].granted.analytics).toBe(true)
  })

  it('a refusal drops the waiting events; an unchanged choice notifies nobody', () => {
    const seen = vi.fn()
    currentConsent()
    track({ event: 'page_view' })
    stored[CONSENT_STORAGE_KEY] = choiceRecord([], new Date())
    refreshConsent()
    subscribeConsent(seen)
    refreshConsent()
    track({ event: 'cocktail_viewed' })
    expect(window.dataLayer ?? []).toEqual([])
    expect(window.__trackingQueue).toEqual([])
    expect(seen).not.toHaveBeenCalled()
  })

  it('an unsubscribed listener hears nothing more', () => {
    const seen = vi.fn()
    const unsubscribe = subscribeConsent(seen)
    currentConsent()
    unsubscribe()
    stored[CONSENT_STORAGE_KEY] = choiceRecord(['media'], new Date())
    refreshConsent()
    expect(seen).not.toHaveBeenCalled()
  })

  it('unreadable storage counts as no choice', () => {
    window.localStorage.getItem = () => {
      throw new Error('blocked')
    }
    expect(currentConsent().decided).toBe(false)
  })
})

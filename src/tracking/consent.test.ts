import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { awaitConsent, flushQueue, grantConsent, hasConsent, refuseConsent } from './consent'
import { track } from './track'

describe('flushQueue', () => {
  it('moves the queue into the data layer in order and empties it', () => {
    const queue = [{ event: 'a' }, { event: 'b' }]
    const layer = [{ event: 'earlier' }]
    flushQueue(queue, layer)
    expect(layer.map((e) => e.event)).toEqual(['earlier', 'a', 'b'])
    expect(queue).toEqual([])
  })
})

describe('track and grantConsent (queued until consent)', () => {
  beforeEach(() => {
    // The unit project runs in Node: a bare object stands in for the browser's window.
    ;(globalThis as { window?: unknown }).window = {}
  })
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  it('queues events while there is no consent; the data layer stays empty', () => {
    track({ event: 'page_view' })
    track({ event: 'age_gate_view' })
    expect(hasConsent()).toBe(false)
    expect(window.dataLayer ?? []).toEqual([])
    expect(window.__trackingQueue?.map((e) => e.event)).toEqual(['page_view', 'age_gate_view'])
  })

  it('granting consent flushes the queue in order, then events go straight to the data layer', () => {
    track({ event: 'page_view' })
    track({ event: 'age_gate_view' })
    track({ event: 'age_gate_pass' })
    grantConsent()
    expect(hasConsent()).toBe(true)
    expect(window.dataLayer?.map((e) => e.event)).toEqual([
      'page_view',
      'age_gate_view',
      'age_gate_pass',
    ])
    expect(window.__trackingQueue).toEqual([])
    track({ event: 'cocktail_viewed' })
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'cocktail_viewed' })
    expect(window.__trackingQueue).toEqual([])
  })

  it('granting twice sends nothing twice', () => {
    track({ event: 'page_view' })
    grantConsent()
    grantConsent()
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['page_view'])
  })

  it('keeps events already in the data layer (pushed by a tag manager) first', () => {
    window.dataLayer = [{ event: 'gtm.js' }]
    track({ event: 'page_view' })
    grantConsent()
    expect(window.dataLayer.map((e) => e.event)).toEqual(['gtm.js', 'page_view'])
  })

  it('track does nothing on the server', () => {
    delete (globalThis as { window?: unknown }).window
    expect(() => track({ event: 'page_view' })).not.toThrow()
  })
})

describe('refusing and asking again', () => {
  beforeEach(() => {
    ;(globalThis as { window?: unknown }).window = {}
  })
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  it('a refusal drops what waited and every later event; the data layer stays empty', () => {
    track({ event: 'page_view' })
    track({ event: 'age_gate_pass' })
    refuseConsent()
    track({ event: 'cocktail_viewed' })
    expect(window.dataLayer ?? []).toEqual([])
    expect(window.__trackingQueue).toEqual([])
  })

  it('accepting after a refusal sends only what comes next', () => {
    track({ event: 'page_view' })
    refuseConsent()
    track({ event: 'dropped' })
    grantConsent()
    track({ event: 'form_submit' })
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['form_submit'])
  })

  it('withdrawing after an accept stops sending; asked again, events wait once more', () => {
    grantConsent()
    track({ event: 'page_view' })
    refuseConsent()
    track({ event: 'not_sent' })
    awaitConsent()
    track({ event: 'waiting' })
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['page_view'])
    expect(window.__trackingQueue?.map((e) => e.event)).toEqual(['waiting'])
  })
})

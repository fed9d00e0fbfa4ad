import { describe, expect, it } from 'vitest'
import { isDocumentSaved, READY_MESSAGE } from './live-preview-protocol'

describe('live preview messages (Payload’s RefreshRouteOnSave protocol)', () => {
  const origin = 'https://www.example.com'
  it('refreshes on the admin’s document event from this origin only', () => {
    const saved = { type: 'payload-document-event', entitySlug: 'cocktails', updatedAt: 'x' }
    expect(isDocumentSaved({ origin, data: saved }, origin)).toBe(true)
    expect(isDocumentSaved({ origin: 'https://evil.example', data: saved }, origin)).toBe(false)
    expect(isDocumentSaved({ origin, data: { type: 'payload-live-preview' } }, origin)).toBe(false)
    expect(isDocumentSaved({ origin, data: 'payload-document-event' }, origin)).toBe(false)
    expect(isDocumentSaved({ origin, data: null }, origin)).toBe(false)
  })

  it('tells the admin it listens, as Payload’s ready() does', () => {
    expect(READY_MESSAGE).toEqual({ type: 'payload-live-preview', ready: true })
  })
})

/**
 * The one way any component sends an analytics event (SPEC §7). Events go to `window.dataLayer`
 * only once consent allows it; until then they wait in order in a queue (src/tracking owns the
 * consent rule and the flush).
 */
export type TrackingEvent = { event: string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: TrackingEvent[]
    /** Events waiting for consent, oldest first. */
    __trackingQueue?: TrackingEvent[]
    __trackingConsent?: boolean
  }
}

export function track(event: TrackingEvent): void {
  if (typeof window === 'undefined') return
  if (window.__trackingConsent) {
    window.dataLayer ??= []
    window.dataLayer.push(event)
  } else {
    window.__trackingQueue ??= []
    window.__trackingQueue.push(event)
  }
}

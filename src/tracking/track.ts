/**
 * The one way any component sends an analytics event (SPEC §7). Events go to `window.dataLayer`
 * only once the visitor accepted analytics; until they choose, events wait in order in a queue;
 * after a refusal they are dropped (src/tracking/consent.ts, driven by src/consent/client.ts).
 */
export type TrackingEvent = { event: string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: TrackingEvent[]
    /** Events waiting for consent, oldest first. */
    __trackingQueue?: TrackingEvent[]
    /** true: analytics accepted; false: refused (events are dropped); absent: not chosen yet. */
    __trackingConsent?: boolean
  }
}

export function track(event: TrackingEvent): void {
  if (typeof window === 'undefined') return
  if (window.__trackingConsent === true) {
    window.dataLayer ??= []
    window.dataLayer.push(event)
  } else if (window.__trackingConsent === false) {
    // Refused: nothing is sent and nothing is kept.
  } else {
    window.__trackingQueue ??= []
    window.__trackingQueue.push(event)
  }
}

/**
 * Consent for analytics (SPEC §7): until granted, track() keeps events in a queue; granting moves
 * them, oldest first, into the data layer, and later events go there directly. The consent banner
 * (a later feature) calls grantConsent().
 */
import type { TrackingEvent } from './track'

/** Moves every queued event into the data layer in order; the queue is left empty. Pure on its inputs. */
export function flushQueue(queue: TrackingEvent[], dataLayer: TrackingEvent[]): void {
  dataLayer.push(...queue.splice(0, queue.length))
}

/** Lets tracking through from now on and sends what was waiting. Does nothing on the server. */
export function grantConsent(): void {
  if (typeof window === 'undefined') return
  window.__trackingConsent = true
  window.dataLayer ??= []
  window.__trackingQueue ??= []
  flushQueue(window.__trackingQueue, window.dataLayer)
}

export function hasConsent(): boolean {
  return typeof window !== 'undefined' && window.__trackingConsent === true
}

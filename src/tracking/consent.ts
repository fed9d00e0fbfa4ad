/**
 * The data layer's side of analytics consent (SPEC §7; the rules are in src/consent): until the
 * visitor chooses, track() keeps events in a queue; an accept moves them, oldest first, into the
 * data layer and later events go there directly; a refusal drops them and every later one. The
 * consent client (src/consent/client.ts) calls these whenever the choice is known or changes.
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

/** The visitor refused analytics: what waited is dropped and later events are not kept. */
export function refuseConsent(): void {
  if (typeof window === 'undefined') return
  window.__trackingConsent = false
  window.__trackingQueue?.splice(0)
}

/** No current choice (first visit, or asked again): events wait in the queue once more. */
export function awaitConsent(): void {
  if (typeof window === 'undefined') return
  delete window.__trackingConsent
}

export function hasConsent(): boolean {
  return typeof window !== 'undefined' && window.__trackingConsent === true
}

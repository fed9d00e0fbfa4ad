/**
 * The event-registration iframe's rules (SPEC §2.7 "an embedded event-registration iframe (700 px
 * high, full width)", §8 "an event-registration iframe resizer, polled every 500 ms", §9). Pure.
 */

/** SPEC §9: iframe height 700 px. */
export const EVENTTIA_IFRAME_HEIGHT = 700
/** SPEC §9: iframe polling 500 ms. */
export const EVENTTIA_RESIZE_POLL_MS = 500

/**
 * The frame's height for what a poll measured of its document: the content's height, never
 * below 700 px; 700 px when nothing could be measured (a page of another origin hides its size).
 */
export function frameHeight(measured: number | null | undefined): number {
  if (typeof measured !== 'number' || !Number.isFinite(measured) || measured <= 0) {
    return EVENTTIA_IFRAME_HEIGHT
  }
  return Math.max(EVENTTIA_IFRAME_HEIGHT, Math.ceil(measured))
}

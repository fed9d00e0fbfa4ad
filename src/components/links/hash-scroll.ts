/**
 * SPEC §2.7, §9: a URL hash scrolls the matching element into view after 1 second, 140 px
 * below the top (the header's height). Pure: no React, no I/O.
 */

export const HASH_SCROLL_DELAY_MS = 1000
export const ANCHOR_SCROLL_OFFSET_PX = 140

/**
 * The element id a location hash points at, or null: an empty hash, and the special link forms
 * of SPEC §2.9 (`#modal:`, `#form:`, `#ctb:`), which open modals rather than name elements.
 */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  if (raw === '' || /^(modal|form|ctb):/.test(raw)) return null
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** The window scroll position that puts an element `offset` px below the top of the view. */
export function anchorScrollTop(
  elementTop: number,
  scrollY: number,
  offset = ANCHOR_SCROLL_OFFSET_PX,
): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset))
}

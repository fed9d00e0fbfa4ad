/**
 * Anchor navigation (SPEC §2.5, §9): a link to `#id` within the page scrolls smoothly so the
 * section lands 140 px below the top of the window (under the fixed header), over 0.6 s. A page
 * opened with a hash scrolls there after 1000 ms, once late content has settled. Pure.
 */

export const ANCHOR_OFFSET_PX = 140
export const ANCHOR_SCROLL_MS = 600
export const HASH_SCROLL_DELAY_MS = 1000

/** Ease in-out (cubic) on 0..1; outside values are clamped. */
export function easeInOutCubic(t: number): number {
  const x = Number.isFinite(t) ? Math.min(Math.max(t, 0), 1) : 1
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2
}

/**
 * The window scroll position that puts an element `offset` px below the top: its top in the
 * viewport plus the current scroll, minus the offset, kept within 0..maxScroll.
 */
export function anchorScrollTop(
  elementTopInViewport: number,
  scrollY: number,
  maxScroll: number,
  offset: number = ANCHOR_OFFSET_PX,
): number {
  const wanted = Math.round(elementTopInViewport + scrollY - offset)
  return Math.min(Math.max(wanted, 0), Math.max(maxScroll, 0))
}

/** Where the animation is `elapsedMs` into a scroll from `from` to `to`. */
export function scrollPositionAt(
  from: number,
  to: number,
  elapsedMs: number,
  durationMs: number = ANCHOR_SCROLL_MS,
): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to
  return from + (to - from) * easeInOutCubic(elapsedMs / durationMs)
}

// `#form:…`, `#modal:…`, `#ctb:…` are special links (SPEC §2.9), not anchors.
const SPECIAL_FORM = /^(modal|form|ctb):/

/** The element id an in-page link points at (`#visit` → `visit`), or null for anything else. */
export function anchorIdOf(href: string | null | undefined): string | null {
  if (!href?.startsWith('#') || href.length < 2) return null
  let id: string
  try {
    id = decodeURIComponent(href.slice(1))
  } catch {
    return null
  }
  return SPECIAL_FORM.test(id) ? null : id
}

/**
 * A block's anchor id from the name an editor gives it in the admin ("Our experiences" →
 * `our-experiences`), or null when it has none. Accents are dropped; other scripts are kept.
 */
export function anchorIdFromName(name: string | null | undefined): string | null {
  if (!name) return null
  const id = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return id === '' ? null : id
}

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

/**
 * Header collapse on scroll and the menu's initial state (SPEC §2.4, §4, §9). Pure functions.
 */

/** The header collapses above this page scroll and expands at or below it. */
export const HEADER_SCROLL_THRESHOLD_PX = 100
/** The scroll check runs at most once per this many milliseconds. */
export const HEADER_SCROLL_THROTTLE_MS = 100

/**
 * Whether the header should be collapsed at this scroll position. While the menu is locked the
 * check does nothing, and so does an unreadable scroll position: the current state is kept.
 */
export function shouldCollapse(
  scrollY: number,
  locked: boolean,
  currentlyCollapsed: boolean,
): boolean {
  if (locked || Number.isNaN(scrollY)) return currentlyCollapsed
  return scrollY > HEADER_SCROLL_THRESHOLD_PX
}

export interface MenuState {
  visible: boolean
  open: boolean
  locked: boolean
  collapsed: boolean
  dark: boolean
}

/** Shown, closed, unlocked, not collapsed (SPEC §2.4); a fresh object on each page load. */
export function initialMenuState(): MenuState {
  return { visible: true, open: false, locked: false, collapsed: false, dark: false }
}

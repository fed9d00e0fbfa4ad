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

/** The header bar's height expanded and collapsed (SPEC §4: the header shrinks on scroll). */
export const HEADER_BAR_HEIGHT_PX = { expanded: 72, collapsed: 48 } as const

export interface HeaderLayout {
  /** Height of the bar. */
  bar: number
  /** Space kept under the bar, so the header takes the same room in the page either way. */
  keep: number
}

/**
 * The header's layout in each state. The collapsed bar keeps the room it gave up as space below
 * it, so collapsing never shortens the page nor moves the scroll position: otherwise a page
 * stopped just past the threshold (105–125 px) would be pulled back under it by the shrink,
 * expand, be pushed past it again, and flicker (issue 19).
 */
export function headerLayout(collapsed: boolean): HeaderLayout {
  const bar = collapsed ? HEADER_BAR_HEIGHT_PX.collapsed : HEADER_BAR_HEIGHT_PX.expanded
  return { bar, keep: HEADER_BAR_HEIGHT_PX.expanded - bar }
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

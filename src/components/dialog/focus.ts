/**
 * What a modal `<dialog>` does not do by itself: Chrome lets Tab leave the last control of a
 * modal dialog for the browser's own interface (or <body>), so Dialog.tsx keeps it going round.
 * DOM helpers, no React.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert],[aria-hidden="true"]') && el.getClientRects().length > 0,
  )
}

/** Tab from the last element goes to the first, Shift+Tab from the first to the last. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return
  const items = focusableIn(container)
  const first = items[0]
  const last = items[items.length - 1]
  const active = document.activeElement
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return
  }
  if (event.shiftKey && (active === first || active === container || !container.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

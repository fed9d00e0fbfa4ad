/**
 * Page scroll freeze while a modal is open (SPEC §4: "opening disables page scroll"). Counted,
 * so two overlapping locks release only when both are released, and the page gets back the
 * overflow it had before (a page that hid it itself keeps it hidden).
 */
let locks = 0
let saved: { html: string; body: string; paddingRight: string } | null = null

export function lockScroll(): () => void {
  if (locks === 0) {
    const html = document.documentElement
    const body = document.body
    // Keeps the page from shifting sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - html.clientWidth
    saved = {
      html: html.style.overflow,
      body: body.style.overflow,
      paddingRight: body.style.paddingRight,
    }
    html.style.overflow = 'hidden'
    body.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  }
  locks++
  let released = false
  return () => {
    if (released) return
    released = true
    locks--
    if (locks === 0 && saved) {
      document.documentElement.style.overflow = saved.html
      document.body.style.overflow = saved.body
      document.body.style.paddingRight = saved.paddingRight
      saved = null
    }
  }
}

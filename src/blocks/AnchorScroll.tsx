'use client'

import { useEffect } from 'react'
import {
  ANCHOR_SCROLL_MS,
  anchorIdOf,
  anchorScrollTop,
  HASH_SCROLL_DELAY_MS,
  scrollPositionAt,
} from './anchor-scroll'

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Scrolls the window so `element` sits 140 px below the top: animated over 0.6 s, or at once. */
function scrollToElement(element: HTMLElement, animate: boolean): void {
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight
  const to = anchorScrollTop(element.getBoundingClientRect().top, window.scrollY, maxScroll)
  const from = window.scrollY
  if (!animate || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' })
    return
  }
  const start = performance.now()
  const step = (now: number) => {
    const elapsed = now - start
    window.scrollTo({
      top: scrollPositionAt(from, to, elapsed, ANCHOR_SCROLL_MS),
      behavior: 'instant',
    })
    if (elapsed < ANCHOR_SCROLL_MS) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/**
 * Anchor navigation (SPEC §2.5, §9): a click on a link to `#id` within the page scrolls the
 * section to 140 px below the top over 0.6 s (at once with prefers-reduced-motion), moves focus
 * there for keyboard and screen-reader users, and records the hash. A page opened with a hash
 * is scrolled there after 1000 ms, when images and late blocks have taken their place.
 * Renders nothing.
 */
export function AnchorScroll() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]')
      if (!(link instanceof HTMLAnchorElement)) return
      const id = anchorIdOf(link.getAttribute('href'))
      const element = id ? document.getElementById(id) : null
      if (!element) return
      event.preventDefault()
      scrollToElement(element, !reducedMotion())
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
      element.focus({ preventScroll: true })
      // Next.js keeps its router in step with the native history calls.
      history.pushState(null, '', `#${encodeURIComponent(id as string)}`)
    }
    document.addEventListener('click', onClick)

    let timer: number | undefined
    const initial = anchorIdOf(window.location.hash)
    if (initial) {
      timer = window.setTimeout(() => {
        const element = document.getElementById(initial)
        if (element) scrollToElement(element, !reducedMotion())
      }, HASH_SCROLL_DELAY_MS)
    }
    return () => {
      document.removeEventListener('click', onClick)
      window.clearTimeout(timer)
    }
  }, [])
  return null
}

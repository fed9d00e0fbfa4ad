'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import {
  ANCHOR_SCROLL_MS,
  anchorIdOf,
  anchorScrollTop,
  HASH_SCROLL_DELAY_MS,
  hashTargetId,
  scrollPositionAt,
} from './anchor-scroll'

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** How long the section is held at its place after the scroll, while the page settles. */
const SETTLE_MS = 800

function targetTop(element: HTMLElement): number {
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight
  return anchorScrollTop(element.getBoundingClientRect().top, window.scrollY, maxScroll)
}

/**
 * Keeps `element` 140 px below the top for a moment after the scroll: the header collapses once
 * the page has scrolled past 100 px, and late images may still take their place, both moving the
 * section. Stops at once when the visitor scrolls or types.
 */
function holdInPlace(element: HTMLElement): void {
  const until = performance.now() + SETTLE_MS
  const controller = new AbortController()
  const stop = () => controller.abort()
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
    window.addEventListener(type, stop, { once: true, passive: true, signal: controller.signal })
  }
  const tick = (now: number) => {
    if (controller.signal.aborted) return
    const to = targetTop(element)
    if (Math.abs(to - window.scrollY) > 1) window.scrollTo({ top: to, behavior: 'instant' })
    if (now < until) requestAnimationFrame(tick)
    else stop()
  }
  requestAnimationFrame(tick)
}

/** Scrolls the window so `element` sits 140 px below the top: animated over 0.6 s, or at once. */
function scrollToElement(element: HTMLElement, animate: boolean): void {
  const to = targetTop(element)
  const from = window.scrollY
  if (!animate || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' })
    holdInPlace(element)
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
    else holdInPlace(element)
  }
  requestAnimationFrame(step)
}

/**
 * Anchor navigation (SPEC §2.5, §9): a click on a link to `#id` within the page scrolls the
 * section to 140 px below the top over 0.6 s (at once with prefers-reduced-motion), moves focus
 * there for keyboard and screen-reader users, and records the hash. A page opened with a hash
 * (or whose hash changes) is scrolled there after 1000 ms. Placed once in the locale layout;
 * renders nothing.
 */
export function AnchorScroll() {
  const pathname = usePathname()

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

    return () => document.removeEventListener('click', onClick)
  }, [])

  // A page opened (or reached) with a hash, and a hash change: scroll after 1000 ms, once
  // images and late blocks have taken their place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) may arrive with its own hash.
  useEffect(() => {
    let timer: number | undefined
    const schedule = () => {
      window.clearTimeout(timer)
      const id = hashTargetId(window.location.hash)
      if (!id) return
      timer = window.setTimeout(() => {
        const element = document.getElementById(id)
        if (element) scrollToElement(element, !reducedMotion())
      }, HASH_SCROLL_DELAY_MS)
    }
    schedule()
    window.addEventListener('hashchange', schedule)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('hashchange', schedule)
    }
  }, [pathname])
  return null
}

'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import {
  ANCHOR_SCROLL_OFFSET_PX,
  anchorScrollTop,
  HASH_SCROLL_DELAY_MS,
  hashTargetId,
} from './hash-scroll'

/**
 * SPEC §2.7: a URL hash scrolls its element into view after 1 second (once images and late
 * content have settled), 140 px below the top so the header does not cover it. Placed once in
 * the locale layout; runs on load, on each page change and on each hash change.
 */
export function HashScroll() {
  const pathname = usePathname()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) may arrive with its own hash.
  useEffect(() => {
    let timer: number | undefined
    function schedule() {
      window.clearTimeout(timer)
      const id = hashTargetId(window.location.hash)
      if (!id) return
      timer = window.setTimeout(() => {
        const target = document.getElementById(id)
        if (!target) return
        const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({
          top: anchorScrollTop(
            target.getBoundingClientRect().top,
            window.scrollY,
            ANCHOR_SCROLL_OFFSET_PX,
          ),
          behavior: reducedMotion ? 'auto' : 'smooth',
        })
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

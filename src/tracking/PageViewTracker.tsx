'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { readTrackedPage } from './page-data'
import { pageViewEvent } from './page-view'
import { track } from './track'

/**
 * Sends a page view on the first load and after each client-side route change (SPEC §7). Placed
 * once in the locale layout; the page's type and name come from its PageFrame attributes, which
 * are in the DOM by the time this effect runs for the new path.
 */
export function PageViewTracker() {
  const { locale } = useSiteContext()
  const pathname = usePathname()
  const lastTracked = useRef<string | null>(null)

  useEffect(() => {
    // One view per path change, even if React runs the effect twice (development).
    if (lastTracked.current === pathname) return
    lastTracked.current = pathname
    track(pageViewEvent(locale, readTrackedPage(), pathname))
  }, [locale, pathname])

  return null
}

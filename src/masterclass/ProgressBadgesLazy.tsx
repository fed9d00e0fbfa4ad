'use client'

import dynamic from 'next/dynamic'

/**
 * The member's ticks and progress as a chunk of their own, loaded only by the masterclass pages
 * (the split must be made on the client: see StoreLocatorLazy). They render nothing on the
 * server: the page's HTML is the same for everyone and stays cacheable.
 */
export const SessionTick = dynamic(() => import('./ProgressBadges').then((m) => m.SessionTick), {
  ssr: false,
})
export const SessionSummary = dynamic(
  () => import('./ProgressBadges').then((m) => m.SessionSummary),
  { ssr: false },
)
export const EpisodeStatus = dynamic(
  () => import('./ProgressBadges').then((m) => m.EpisodeStatus),
  { ssr: false },
)

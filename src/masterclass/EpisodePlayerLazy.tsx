'use client'

import dynamic from 'next/dynamic'

/**
 * The episode player as a chunk of its own, loaded only by episode pages (the split must be made
 * on the client: see StoreLocatorLazy). Rendered on the server too, so the video is in the HTML.
 */
export const EpisodePlayerLazy = dynamic(() =>
  import('./EpisodePlayer').then((m) => m.EpisodePlayer),
)

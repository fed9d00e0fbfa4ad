'use client'

import dynamic from 'next/dynamic'

/** The island as a chunk of its own, loaded only by pages that render it (docs/architecture.md, "Client code per page"). */
export const PodcastPlayerLazy = dynamic(() =>
  import('./PodcastPlayer').then((m) => m.PodcastPlayer),
)

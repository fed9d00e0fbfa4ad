'use client'

import dynamic from 'next/dynamic'

/** The gallery, in a chunk of its own (rendered on the server too, so it shows without script). */
export const CollectibleGalleryLazy = dynamic(() =>
  import('./CollectibleGallery').then((m) => m.CollectibleGallery),
)

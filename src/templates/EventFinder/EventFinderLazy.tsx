'use client'

import dynamic from 'next/dynamic'

/**
 * The island as a chunk of its own, split on the client (a dynamic import in a server component
 * does not split the site route's shared bundle; see StoreLocatorLazy). Still rendered on the
 * server, so the list is there without JavaScript.
 */
export const EventFinderLazy = dynamic(() => import('./EventFinder').then((m) => m.EventFinder))

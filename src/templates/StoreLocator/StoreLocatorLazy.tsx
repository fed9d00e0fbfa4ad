'use client'

import dynamic from 'next/dynamic'

/**
 * The island as a chunk of its own. The split has to be made here, on the client: every template
 * of the site route shares one client bundle, and a dynamic import in a server component does
 * not split it. Still rendered on the server, so the list is there without JavaScript.
 */
export const StoreLocatorLazy = dynamic(() => import('./StoreLocator').then((m) => m.StoreLocator))

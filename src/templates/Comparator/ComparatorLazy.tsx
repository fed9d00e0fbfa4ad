'use client'

import dynamic from 'next/dynamic'

/**
 * The comparator's islands (the selection grid, "Change selection") as one chunk of their own,
 * loaded only on the comparator pages (see StoreLocatorLazy for why the split is made on the
 * client). Still rendered on the server, so the grid is a working form without JavaScript.
 */
export const ComparatorLazy = dynamic(() =>
  import('./ComparatorIsland').then((m) => m.ComparatorIsland),
)

'use client'

import dynamic from 'next/dynamic'

/**
 * The comparator's islands as chunks of their own, loaded only on the comparator pages (see
 * StoreLocatorLazy for why the split is made on the client). Still rendered on the server, so
 * the grid is a working form without JavaScript.
 */
export const SelectionGridLazy = dynamic(() =>
  import('./SelectionGrid').then((m) => m.SelectionGrid),
)
export const ChangeSelectionLazy = dynamic(() =>
  import('./ChangeSelection').then((m) => m.ChangeSelection),
)

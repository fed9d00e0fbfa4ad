'use client'

import dynamic from 'next/dynamic'

/**
 * The members-only gate as a chunk of its own, loaded by the items that render it (see
 * StoreLocatorLazy for why the split is made on the client).
 */
export const ExclusiveGateLazy = dynamic(() =>
  import('./ExclusiveGate').then((m) => m.ExclusiveGate),
)

'use client'

import dynamic from 'next/dynamic'

/** The bottle check, in a chunk of its own: loaded only on the connected-bottle page. */
export const BottleCheckLazy = dynamic(() => import('./BottleCheck').then((m) => m.BottleCheck), {
  ssr: false,
})

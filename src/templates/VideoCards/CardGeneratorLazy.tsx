'use client'

import dynamic from 'next/dynamic'

/** The card generator, in a chunk of its own: loaded only on the generator pages. */
export const CardGeneratorLazy = dynamic(
  () => import('./CardGenerator').then((m) => m.CardGenerator),
  { ssr: false },
)

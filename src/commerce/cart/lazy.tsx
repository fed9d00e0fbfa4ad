'use client'

import dynamic from 'next/dynamic'

/**
 * The en-us cart's entry points as chunks of their own (issue 14): the header's badge and drawer
 * host, and the product page's fulfilment block. Rendered only where the locale has the cart
 * capability, so other locales load none of their code (tests/e2e/page-weight.spec.ts).
 */
export const CartHostLazy = dynamic(() => import('./CartHost').then((m) => m.CartHost), {
  ssr: false,
})
export const FulfilmentLazy = dynamic(() => import('./FulfilmentBlock'), { ssr: false })

'use client'

import dynamic from 'next/dynamic'

/**
 * The en-us entry points as chunks of their own (issue 14): the header's cart badge and drawer
 * host, the product page's fulfilment block, and the support chat's button. Rendered only where
 * the locale has the capability, so other locales load none of their code
 * (tests/e2e/us-cart.spec.ts, tests/e2e/page-weight.spec.ts). One module for the three, as the
 * layout imports it on every page: a wrapper module of its own would grow the shared scripts.
 */
export const CartHostLazy = dynamic(() => import('./CartHost').then((m) => m.CartHost), {
  ssr: false,
})
export const FulfilmentLazy = dynamic(() => import('./FulfilmentBlock'), { ssr: false })
/** The support chat's button (src/support-chat/SupportChat.tsx); its panel loads on click. */
export const SupportChatLazy = dynamic(
  () => import('@/support-chat/SupportChat').then((m) => m.SupportChat),
  { ssr: false },
)

'use client'

import dynamic from 'next/dynamic'

/**
 * Client entry points the layout and templates render only sometimes, as chunks of their own:
 * Next loads every client component a server module imports on each page of the route, rendered
 * or not. The en-us ones (issue 14): the header's cart badge and drawer host, the product page's
 * fulfilment block, and the support chat's button, rendered only where the locale has the
 * capability (tests/e2e/us-cart.spec.ts, tests/e2e/page-weight.spec.ts); the editors' live
 * preview listener, rendered in preview only (issue 17). One module for all of them, as the
 * layout imports it on every page: a wrapper module each would grow the shared scripts.
 */
export const CartHostLazy = dynamic(
  () => import('@/commerce/cart/CartHost').then((m) => m.CartHost),
  { ssr: false },
)
export const FulfilmentLazy = dynamic(() => import('@/commerce/cart/FulfilmentBlock'), {
  ssr: false,
})
/** The support chat's button (src/support-chat/SupportChat.tsx); its panel loads on click. */
export const SupportChatLazy = dynamic(
  () => import('@/support-chat/SupportChat').then((m) => m.SupportChat),
  { ssr: false },
)
/** Refreshes the page on each save of the document in the admin's live preview. */
export const LivePreviewListenerLazy = dynamic(
  () => import('@/preview/LivePreviewListener').then((m) => m.LivePreviewListener),
  { ssr: false },
)

'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { CART_TOGGLE_EVENT } from '@/components/chrome/cart-toggle'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { itemCount } from '../rules/cart'
import { startAccountSync } from './account-sync'
import { readCart, readServerCart, subscribeCart } from './cart-store'
import './cart-badge.css'

/** The drawer's code loads on the first click of the cart toggle, not with the page. */
const CartDrawer = dynamic(() => import('./CartDrawer'), { ssr: false })

/**
 * The header's cart badge and the drawer it opens (issue 14), rendered by the header only for
 * locales with the cart capability, so other locales load none of it. The badge counts bottles.
 */
export function CartHost() {
  const { strings, locale } = useSiteContext()
  const { cart } = useSyncExternalStore(subscribeCart, readCart, readServerCart)
  const [open, setOpen] = useState(false)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const count = itemCount(cart)

  // A signed-in member's cart follows them from device to device (account-sync.ts).
  useEffect(() => startAccountSync(locale), [locale])

  useEffect(() => {
    const toggle = () => setOpen((was) => !was)
    window.addEventListener(CART_TOGGLE_EVENT, toggle)
    setAnchor(document.body)
    return () => window.removeEventListener(CART_TOGGLE_EVENT, toggle)
  }, [])

  return (
    <>
      {count > 0 ? (
        <span className="cart-badge" data-cart-count={count}>
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">
            {fillMessage(strings['cart.badge'], { n: count })}
          </span>
        </span>
      ) : null}
      {open && anchor ? createPortal(<CartDrawer onClose={() => setOpen(false)} />, anchor) : null}
    </>
  )
}

'use client'

import { type Cart, type CartProblem, EMPTY_CART, parseCart } from '../rules/cart'

/**
 * The delivery cart kept on the device (issue 14: "the cart survives reloads"): localStorage,
 * checked on every read (src/commerce/rules/cart.ts parseCart), shared by the header's badge,
 * the drawer and the fulfilment block through one window event.
 */
export const CART_STORAGE_KEY = 'delivery_cart'
export const CART_CHANGE_EVENT = 'site:cart-change'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

let lastRaw: string | null | undefined
let lastRead: { cart: Cart; problem?: CartProblem } = { cart: EMPTY_CART }

/** The stored cart; the same object while the stored text is unchanged (useSyncExternalStore). */
export function readCart(): { cart: Cart; problem?: CartProblem } {
  const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null
  if (raw === lastRaw) return lastRead
  lastRaw = raw
  let value: unknown = null
  try {
    value = raw === null ? null : JSON.parse(raw)
  } catch {
    value = 'unreadable'
  }
  lastRead = parseCart(value)
  return lastRead
}

/** Who changed the cart: the visitor (to be saved to a member's account) or the account sync. */
export type CartChangeSource = 'visitor' | 'account'

function announce(source: CartChangeSource) {
  window.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: { source } }))
}

export function writeCart(cart: Cart, source: CartChangeSource = 'visitor'): void {
  storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(cart))
  announce(source)
}

/** A tampered cart is dropped (the caller has shown the message). */
export function clearCart(source: CartChangeSource = 'visitor'): void {
  storage()?.removeItem(CART_STORAGE_KEY)
  announce(source)
}

/** The source of a CART_CHANGE_EVENT (another tab's `storage` event has none). */
export function changeSource(event: Event): CartChangeSource | null {
  const detail = (event as CustomEvent<{ source?: CartChangeSource }>).detail
  return detail?.source ?? null
}

export function subscribeCart(onChange: () => void): () => void {
  window.addEventListener(CART_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CART_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

const serverSnapshot: { cart: Cart; problem?: CartProblem } = { cart: EMPTY_CART }
export const readServerCart = () => serverSnapshot

'use client'

import { MEMBER_CHANGE_EVENT, storedMemberId } from '@/account/client/storage'
import { type Cart, EMPTY_CART, mergeCarts, parseCart } from '../rules/cart'
import { CART_CHANGE_EVENT, changeSource, clearCart, readCart, writeCart } from './cart-store'

/**
 * The device cart kept in step with a signed-in member's account cart (issue 14): when a member
 * opens an en-us page (signing in lands on one, or the next one opened), the device's cart and
 * the account's are merged (mergeCarts) and saved; the visitor's later changes are saved after a
 * pause (debounced), and a pending save is sent with `keepalive` when the page goes away.
 *
 * Two marks in localStorage keep merges honest:
 * - the owner: the member whose account this device's cart mirrors. A device cart made before
 *   signing in (no owner) is merged into the account; another member's (a shared computer) is
 *   dropped, never merged into someone else's account. Signed out, the device forgets the
 *   member's cart (it stays on the account).
 * - unsaved: the visitor changed the cart and the account has not confirmed it yet. Without it,
 *   the account's cart is the newer one and replaces the device's, so a line removed on another
 *   device does not come back from this one.
 */
export const CART_OWNER_KEY = 'delivery_cart_owner'
const UNSAVED_KEY = 'delivery_cart_unsaved'
const SAVE_DELAY_MS = 800
const ENDPOINT = '/api/members/cart/'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

const same = (a: Cart, b: Cart) => JSON.stringify(a) === JSON.stringify(b)

/** Starts the sync for the page's life; returns the cleanup. */
export function startAccountSync(locale: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false

  const save = async (cart: Cart, keepalive = false) => {
    try {
      const response = await fetch(ENDPOINT, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ locale, cart }),
        keepalive,
      })
      if (!response.ok) return // refused (a line no longer sold) or signed out: kept on the device
      const answer = (await response.json()) as { cart?: unknown }
      // The account's copy carries the CMS's names and prices; take it unless the visitor has
      // changed the cart again meanwhile.
      if (!stopped && same(readCart().cart, cart)) {
        storage()?.removeItem(UNSAVED_KEY)
        const stored = parseCart(answer.cart)
        if (!stored.problem && !same(stored.cart, cart)) writeCart(stored.cart, 'account')
      }
    } catch {
      // Offline: the unsaved mark stays, and the next page merges again.
    }
  }

  const ownedBy = (member: string | null) =>
    member !== null && storage()?.getItem(CART_OWNER_KEY) === member

  const sync = async () => {
    const member = storedMemberId()
    const store = storage()
    const owner = store?.getItem(CART_OWNER_KEY) ?? null
    if (member === null) {
      if (owner !== null) {
        store?.removeItem(CART_OWNER_KEY)
        store?.removeItem(UNSAVED_KEY)
        clearCart('account')
      }
      return
    }
    let account: Cart
    try {
      const response = await fetch(ENDPOINT, { credentials: 'same-origin', cache: 'no-store' })
      if (!response.ok) return // 401: the member badge drops the stale sign-in, then we run again
      account = parseCart(((await response.json()) as { cart?: unknown }).cart).cart
    } catch {
      return
    }
    if (stopped || storedMemberId() !== member) return
    const device = readCart().cart
    const unsaved = store?.getItem(UNSAVED_KEY) === '1'
    const next =
      owner === member && !unsaved
        ? account
        : mergeCarts(account, owner === null || owner === member ? device : EMPTY_CART)
    store?.setItem(CART_OWNER_KEY, member)
    if (!same(next, device)) writeCart(next, 'account')
    if (same(next, account)) store?.removeItem(UNSAVED_KEY)
    else {
      store?.setItem(UNSAVED_KEY, '1')
      await save(next)
    }
  }

  const onCartChange = (event: Event) => {
    if (changeSource(event) !== 'visitor') return
    const member = storedMemberId()
    if (!ownedBy(member)) return
    storage()?.setItem(UNSAVED_KEY, '1')
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      void save(readCart().cart)
    }, SAVE_DELAY_MS)
  }

  const onPageHide = () => {
    if (!timer) return
    clearTimeout(timer)
    timer = null
    void save(readCart().cart, true)
  }

  const onMemberChange = () => void sync()

  void sync()
  window.addEventListener(CART_CHANGE_EVENT, onCartChange)
  window.addEventListener(MEMBER_CHANGE_EVENT, onMemberChange)
  window.addEventListener('pagehide', onPageHide)
  return () => {
    stopped = true
    onPageHide()
    window.removeEventListener(CART_CHANGE_EVENT, onCartChange)
    window.removeEventListener(MEMBER_CHANGE_EVENT, onMemberChange)
    window.removeEventListener('pagehide', onPageHide)
  }
}

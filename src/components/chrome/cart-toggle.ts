/**
 * The header's cart toggle (SPEC §2.7, en-us only) announces itself with this window event; the
 * delivery-cart integration listens for it, so the header does not import the cart.
 */
export const CART_TOGGLE_EVENT = 'site:cart-toggle'

export function toggleCart(): void {
  window.dispatchEvent(new CustomEvent(CART_TOGGLE_EVENT))
}

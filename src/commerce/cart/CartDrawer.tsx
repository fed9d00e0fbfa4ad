'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { getLocale, isLocale } from '@/i18n/locales'
import { trapTab } from '@/modals/focus-trap'
import { formatPrice } from '@/rules/offers'
import { MAX_QUANTITY, removeLine, setQuantity, totalsByRetailer } from '../rules/cart'
import { clearCart, readCart, readServerCart, subscribeCart, writeCart } from './cart-store'
import './cart.css'

const QUANTITIES = Array.from({ length: MAX_QUANTITY }, (_, i) => i + 1)

/**
 * The cart drawer (issue 14): a native modal <dialog> (the rest of the page inert, as the age
 * gate does), Tab kept inside, Escape or the close button closes it and focus returns to the
 * toggle. Lines by retailer with their quantity (1–12), method and price; totals per retailer.
 */
export default function CartDrawer({ onClose }: { onClose: () => void }) {
  const { strings, locale } = useSiteContext()
  const htmlLang = isLocale(locale) ? getLocale(locale).htmlLang : 'en-US'
  const { cart, problem } = useSyncExternalStore(subscribeCart, readCart, readServerCart)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    opener.current = document.activeElement
    if (!element.open) element.showModal()
    const onKey = (event: KeyboardEvent) => trapTab(event, element)
    element.addEventListener('keydown', onKey)
    return () => {
      element.removeEventListener('keydown', onKey)
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [])

  const totals = totalsByRetailer(cart)
  const price = (cents: number, currency: string) => formatPrice(cents / 100, currency, htmlLang)

  return (
    <dialog
      ref={dialog}
      className="cart-drawer"
      aria-labelledby="cart-drawer-title"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className="cart-drawer__head">
        <h2 id="cart-drawer-title">{strings['cart.title']}</h2>
        <button type="button" className="cart-drawer__close" onClick={onClose}>
          {strings['cart.close']}
        </button>
      </div>
      {problem ? (
        <p className="cart-drawer__error" role="alert">
          {strings['cart.error.tampered']}{' '}
          <button type="button" className="button" onClick={clearCart}>
            {strings['cart.remove']}
          </button>
        </p>
      ) : null}
      {cart.lines.length === 0 ? (
        <p className="cart-drawer__empty">{strings['cart.empty']}</p>
      ) : (
        <>
          {cart.zip ? (
            <p className="cart-drawer__zip">
              {fillMessage(strings['cart.deliverTo'], { zip: cart.zip })}
            </p>
          ) : null}
          <ul className="cart-drawer__lines">
            {cart.lines.map((line, index) => (
              <li key={`${line.product}|${line.retailer}|${line.method}`} className="cart-line">
                <p className="cart-line__name">{line.productName}</p>
                <p className="cart-line__meta">
                  {line.retailer} · {strings[`cart.method.${line.method}`]} ·{' '}
                  {formatPrice(line.unitPrice, line.currency, htmlLang)}
                </p>
                <div className="cart-line__actions">
                  <label>
                    {strings['cart.quantity']}{' '}
                    <select
                      value={line.quantity}
                      onChange={(event) =>
                        writeCart(setQuantity(cart, index, Number(event.target.value)).cart)
                      }
                    >
                      {QUANTITIES.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button
                    type="button"
                    className="cart-line__remove"
                    onClick={() => writeCart(removeLine(cart, index))}
                  >
                    {strings['cart.remove']}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <dl className="cart-drawer__totals">
            {totals.map((total) => (
              <div key={`${total.retailer}|${total.currency}`}>
                <dt>{fillMessage(strings['cart.total'], { retailer: total.retailer })}</dt>
                <dd>{price(total.totalCents, total.currency)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </dialog>
  )
}

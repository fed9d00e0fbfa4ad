'use client'

import { type FormEvent, useId, useRef, useState, useSyncExternalStore } from 'react'
import { Dialog } from '@/components/dialog/Dialog'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { getLocale, isLocale } from '@/i18n/locales'
import { formatPrice } from '@/rules/offers'
import { Captcha, type CaptchaHandle } from '@/security/captcha/Captcha'
import { MAX_QUANTITY, removeLine, setQuantity, totalsByRetailer } from '../rules/cart'
import { clearCart, readCart, readServerCart, subscribeCart, writeCart } from './cart-store'
import './cart.css'

const QUANTITIES = Array.from({ length: MAX_QUANTITY }, (_, i) => i + 1)

/**
 * The cart drawer (issue 14): the site's modal dialog (components/dialog/Dialog.tsx, the rest of
 * the page inert), Tab kept inside, Escape or the close button closes it and focus returns to the
 * toggle. Lines by retailer with their quantity (1–12), method and price; totals per retailer.
 */
export default function CartDrawer({ onClose }: { onClose: () => void }) {
  const { strings, locale } = useSiteContext()
  const htmlLang = isLocale(locale) ? getLocale(locale).htmlLang : 'en-US'
  const { cart, problem } = useSyncExternalStore(subscribeCart, readCart, readServerCart)

  const emailId = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const captcha = useRef<CaptchaHandle>(null)

  // Hands the retailer's lines over; on success they leave the cart and the confirmation opens.
  const handOff = async (event: FormEvent<HTMLFormElement>, retailer: string) => {
    event.preventDefault()
    setSending(true)
    setError(null)
    try {
      // A public form that mails a typed address: it carries a captcha like the others.
      const altcha = (await captcha.current?.solution()) ?? null
      const response = await fetch('/api/cart/checkout/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ locale, retailer, email, cart, altcha }),
      })
      const body = (await response.json()) as { confirmation?: string; message?: string }
      if (!response.ok || !body.confirmation) {
        setError(body.message ?? strings['cart.error.failed'])
        return
      }
      writeCart({ ...cart, lines: cart.lines.filter((l) => l.retailer !== retailer) })
      window.location.assign(body.confirmation)
    } catch {
      setError(strings['cart.error.failed'])
    } finally {
      setSending(false)
    }
  }

  const totals = totalsByRetailer(cart)
  const price = (cents: number, currency: string) => formatPrice(cents / 100, currency, htmlLang)

  return (
    <Dialog className="cart-drawer" labelledBy="cart-drawer-title" onDismiss={onClose}>
      <div className="cart-drawer__head">
        <h2 id="cart-drawer-title">{strings['cart.title']}</h2>
        <button type="button" className="cart-drawer__close" onClick={onClose}>
          {strings['cart.close']}
        </button>
      </div>
      {problem ? (
        <p className="cart-drawer__error" role="alert">
          {strings['cart.error.tampered']}{' '}
          <button type="button" className="button" onClick={() => clearCart()}>
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
          <div className="cart-drawer__checkout">
            <label htmlFor={emailId}>{strings['cart.email']}</label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <p className="cart-drawer__note">{strings['cart.handOffNote']}</p>
            <Captcha handle={captcha} start="focus" />
            <p className="cart-drawer__error" role="alert">
              {error ?? ''}
            </p>
            {totals.map((total, index) => (
              <form
                key={`${total.retailer}|${total.currency}`}
                id={`${emailId}-${index}`}
                onSubmit={(event) => handOff(event, total.retailer)}
              >
                <button type="submit" className="button" disabled={sending}>
                  {fillMessage(strings['cart.handOff'], { retailer: total.retailer })}
                </button>
              </form>
            ))}
          </div>
        </>
      )}
    </Dialog>
  )
}

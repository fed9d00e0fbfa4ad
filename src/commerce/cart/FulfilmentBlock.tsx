'use client'

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { getLocale, isLocale } from '@/i18n/locales'
import { kmToMiles } from '@/rules/geo'
import { formatPrice } from '@/rules/offers'
import { addLine, FULFILMENT_METHODS, type FulfilmentMethod, MAX_QUANTITY } from '../rules/cart'
import type { Estimate, FulfilmentOption } from '../rules/fulfilment'
import { type Place, placeLabel } from '../rules/places'
import { readCart, writeCart } from './cart-store'
import './fulfilment.css'

const QUANTITIES = Array.from({ length: MAX_QUANTITY }, (_, i) => i + 1)
const TYPE_PAUSE_MS = 200

interface Answer {
  place: Place
  productName: string
  coverage: 'ok' | 'noHomeDelivery'
  options: FulfilmentOption[]
}

/**
 * The en-us fulfilment block of a product page (issue 14, SPEC §7 delivery-fulfilment): an
 * address combobox over the bundled US ZIP codes and cities (WAI-ARIA combobox with a listbox:
 * arrows, Enter, Escape), the method, the retailers that can fulfil with price and estimate,
 * and add to cart. A failed call shows the error element; the cart is never touched by it.
 */
export default function FulfilmentBlock({
  product,
  productName,
}: {
  product: string
  productName: string
}) {
  const { strings, locale } = useSiteContext()
  const htmlLang = isLocale(locale) ? getLocale(locale).htmlLang : 'en-US'
  const id = useId()
  const [query, setQuery] = useState('')
  const [suggestions, setSuggestions] = useState<Place[]>([])
  const [expanded, setExpanded] = useState(false)
  const [active, setActive] = useState(-1)
  const [place, setPlace] = useState<Place | null>(null)
  const [method, setMethod] = useState<FulfilmentMethod>('delivery')
  const [quantity, setQuantity] = useState(1)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const typed = useRef(false)

  // Suggestions after a pause in typing; only for what the visitor typed, not a chosen label.
  useEffect(() => {
    if (!typed.current) return
    const q = query.trim()
    if (q.length < 2) {
      setSuggestions([])
      setExpanded(false)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/cart/places/?${new URLSearchParams({ locale, q })}`, {
          signal: controller.signal,
        })
        const body = (await response.json()) as { places?: Place[]; message?: string }
        if (!response.ok) throw new Error(body.message ?? strings['cart.error.failed'])
        setSuggestions(body.places ?? [])
        setExpanded(true)
        setActive(-1)
      } catch (caught) {
        if (!controller.signal.aborted) {
          setError(caught instanceof Error ? caught.message : strings['cart.error.failed'])
        }
      }
    }, TYPE_PAUSE_MS)
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [query, locale, strings])

  // The retailers for the chosen place and method.
  useEffect(() => {
    if (!place) return
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    setAnswer(null)
    fetch(
      `/api/cart/fulfilment/?${new URLSearchParams({ locale, product, zip: place.zip, method })}`,
      { signal: controller.signal },
    )
      .then(async (response) => {
        const body = (await response.json()) as Answer & { message?: string }
        if (!response.ok) throw new Error(body.message ?? strings['cart.error.failed'])
        setAnswer(body)
      })
      .catch((caught) => {
        if (controller.signal.aborted) return
        setError(
          caught instanceof Error && caught.name !== 'TypeError'
            ? caught.message
            : strings['cart.error.failed'],
        )
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false)
      })
    return () => controller.abort()
  }, [place, method, locale, product, strings])

  const choose = (chosen: Place) => {
    typed.current = false
    setQuery(placeLabel(chosen))
    setPlace(chosen)
    setExpanded(false)
    setSuggestions([])
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault()
      setExpanded(true)
      setActive((i) => (i + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault()
      setExpanded(true)
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1))
    } else if (event.key === 'Enter' && expanded) {
      const chosen = suggestions[active] ?? (suggestions.length === 1 ? suggestions[0] : undefined)
      if (chosen) {
        event.preventDefault()
        choose(chosen)
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setExpanded(false)
    }
  }

  const estimate = ({ minDays, maxDays }: Estimate) =>
    maxDays === 0
      ? strings['fulfil.today']
      : maxDays === 1
        ? strings['fulfil.nextDay']
        : fillMessage(strings['fulfil.days'], { min: minDays, max: maxDays })

  const add = (option: FulfilmentOption) => {
    const { cart } = readCart()
    const result = addLine(
      { ...cart, zip: place?.zip ?? cart.zip },
      {
        product,
        productName: answer?.productName ?? productName,
        retailer: option.retailer,
        method: option.method,
        unitPrice: option.price,
        currency: option.currency,
        quantity,
      },
    )
    if (result.problem) {
      setError(strings[`cart.error.${result.problem}`])
      return
    }
    writeCart(result.cart)
    setError(null)
    setStatus(
      fillMessage(strings['fulfil.added'], { product: productName, retailer: option.retailer }),
    )
  }

  const listbox = `${id}-places`
  const hint = `${id}-hint`
  const noSuggestions = expanded && suggestions.length === 0 && query.trim().length >= 2

  return (
    <section className="fulfil" aria-labelledby={`${id}-title`} data-fulfilment>
      <h2 id={`${id}-title`} className="fulfil__title">
        {strings['fulfil.title']}
      </h2>
      <div className="fulfil__address">
        <label htmlFor={`${id}-address`}>{strings['fulfil.address']}</label>
        <input
          id={`${id}-address`}
          type="text"
          role="combobox"
          autoComplete="off"
          inputMode="search"
          aria-autocomplete="list"
          aria-expanded={expanded && suggestions.length > 0}
          aria-controls={listbox}
          aria-describedby={hint}
          aria-activedescendant={active >= 0 ? `${listbox}-${active}` : undefined}
          value={query}
          onChange={(event) => {
            typed.current = true
            setQuery(event.target.value)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setExpanded(false), 150)}
        />
        <p id={hint} className="fulfil__hint">
          {strings['fulfil.addressHint']}
        </p>
        <div
          id={listbox}
          role="listbox"
          aria-label={strings['fulfil.address']}
          className="fulfil__suggestions"
          hidden={!expanded || suggestions.length === 0}
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (WAI-ARIA combobox).
            <div
              key={`${suggestion.zip}-${suggestion.city}`}
              id={`${listbox}-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              {placeLabel(suggestion)}
            </div>
          ))}
        </div>
        {noSuggestions ? <p className="fulfil__hint">{strings['fulfil.noSuggestions']}</p> : null}
      </div>

      <fieldset className="fulfil__methods">
        <legend>{strings['fulfil.method']}</legend>
        {FULFILMENT_METHODS.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name={`${id}-method`}
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
            />{' '}
            {strings[`cart.method.${m}`]}
          </label>
        ))}
      </fieldset>

      <label className="fulfil__quantity">
        {strings['cart.quantity']}{' '}
        <select value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
          {QUANTITIES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>

      <p className="fulfil__error" role="alert" data-fulfilment-error>
        {error ?? ''}
      </p>
      <p className="fulfil__status" role="status">
        {status}
      </p>

      {loading ? <p>{strings['fulfil.loading']}</p> : null}
      {answer ? (
        <div className="fulfil__results">
          <h3>{fillMessage(strings['fulfil.retailers'], { place: placeLabel(answer.place) })}</h3>
          {answer.coverage === 'noHomeDelivery' ? (
            <p className="fulfil__coverage">
              {fillMessage(strings['cart.error.noHomeDelivery'], { state: answer.place.state })}
            </p>
          ) : answer.options.length === 0 ? (
            <p>{strings['fulfil.none']}</p>
          ) : (
            <ul className="fulfil__options">
              {answer.options.map((option) => (
                <li key={option.retailer} className="fulfil__option">
                  <p className="fulfil__retailer">{option.retailer}</p>
                  <p>
                    {formatPrice(option.price, option.currency, htmlLang)} ·{' '}
                    {estimate(option.estimate)}
                    {option.method !== 'shipping'
                      ? ` · ${fillMessage(strings['fulfil.distance'], {
                          mi: Math.round(kmToMiles(option.distanceKm)),
                        })}`
                      : ''}
                  </p>
                  <button type="button" className="button" onClick={() => add(option)}>
                    {strings['fulfil.add']}
                    <span className="visually-hidden"> ({option.retailer})</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  )
}

'use client'

import { useCallback, useEffect, useState } from 'react'
import { reportConversion } from '@/commerce/pixel'
import type { OffersAnswer } from '@/commerce/retailer-adapter'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { getLocale, isLocale, type LocaleCode } from '@/i18n/locales'
import { localizedPath } from '@/routing/paths'
import { formatPrice, marketOf, type Offer } from '@/rules/offers'
import { track } from '@/tracking/track'
import type { CtbModalData } from '../modal-data'
import type { ModalProps } from '../types'
import { BuyWidget } from './BuyWidget'
import './ctb.css'

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; answer: OffersAnswer }

/**
 * ctb_modal (SPEC §2.8, §3 "productName, groupingId"; issue 14): the retailers selling the
 * product in the visitor's market, from GET /api/offers/ (src/commerce: the CMS offers, or the
 * external widget where that adapter serves the market). Each offer links to the retailer in a
 * new tab; the click is tracked (analytics consent applies in src/tracking) and reported to the
 * conversion pixel with marketing consent only. No offer: the store locator with the product.
 */
export default function CtbModal({ data }: ModalProps<CtbModalData>) {
  const { locale: code, strings } = useSiteContext()
  const locale: LocaleCode = isLocale(code) ? code : 'en-ww'
  const [state, setState] = useState<State>({ status: 'loading' })

  const load = useCallback(async () => {
    setState({ status: 'loading' })
    try {
      const query = new URLSearchParams({ locale, product: data.groupingId })
      const response = await fetch(`/api/offers/?${query}`)
      if (!response.ok) throw new Error(String(response.status))
      setState({ status: 'ready', answer: (await response.json()) as OffersAnswer })
    } catch {
      setState({ status: 'failed' })
    }
  }, [locale, data.groupingId])

  useEffect(() => {
    void load()
  }, [load])

  const productName =
    (state.status === 'ready' ? state.answer.productName : null) ?? data.productName ?? ''
  const htmlLang = getLocale(locale).htmlLang

  const onFollow = (offer: Offer) => {
    const common = {
      product: data.groupingId,
      retailer: offer.retailer,
      market: marketOf(locale),
    }
    track({ event: 'ctb_outbound_click', ...common, price: offer.price, currency: offer.currency })
    reportConversion({
      event: 'purchase_intent',
      ...common,
      value: offer.price,
      currency: offer.currency,
    })
  }

  return (
    <div className="ctb">
      {productName ? (
        <p className="ctb__intro">{fillMessage(strings['ctb.intro'], { product: productName })}</p>
      ) : null}
      {state.status === 'loading' ? (
        <p className="ctb__status" role="status">
          {strings['ctb.loading']}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div className="ctb__status" role="alert">
          <p>{strings['ctb.failed']}</p>
          <button type="button" className="button" onClick={() => void load()}>
            {strings['ctb.retry']}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && state.answer.source === 'widget' ? (
        <BuyWidget config={state.answer.widget} />
      ) : null}
      {state.status === 'ready' && state.answer.source === 'offers' ? (
        state.answer.offers.length > 0 ? (
          <>
            <ul className="ctb__offers">
              {state.answer.offers.map((offer) => (
                <li key={`${offer.retailer}-${offer.packSize}`} className="ctb__offer">
                  <p className="ctb__retailer">{offer.retailer}</p>
                  <p className="ctb__price">{formatPrice(offer.price, offer.currency, htmlLang)}</p>
                  <dl className="ctb__facts">
                    <div>
                      <dt>{strings['ctb.packSize']}</dt>
                      <dd>{offer.packSize}</dd>
                    </div>
                    <div>
                      <dt>{strings['ctb.availability']}</dt>
                      <dd className={`ctb__availability ctb__availability--${offer.availability}`}>
                        {strings[`ctb.${offer.availability}`]}
                      </dd>
                    </div>
                  </dl>
                  <a
                    className="button ctb__buy"
                    href={offer.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => onFollow(offer)}
                  >
                    {fillMessage(strings['ctb.buyAt'], { retailer: offer.retailer })}
                    <span className="site-link__sr"> {strings['link.newTab']}</span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="ctb__leaving">{strings['ctb.leaving']}</p>
          </>
        ) : (
          <div className="ctb__empty">
            <p>{fillMessage(strings['ctb.empty'], { product: productName })}</p>
            <a
              className="button"
              href={
                state.answer.productSlug
                  ? `${localizedPath(locale, '/store-locator/')}?${new URLSearchParams({ product: state.answer.productSlug })}`
                  : localizedPath(locale, '/store-locator/')
              }
            >
              {strings['ctb.findStore']}
            </a>
          </div>
        )
      ) : null}
    </div>
  )
}

'use client'

import { useEffect, useState } from 'react'
import type { MemberOrderView } from '@/commerce/rules/member-orders'
import { useText } from '@/components/SiteContext'
import { formatMessage } from '@/i18n/format-message'
import { getLocale, isLocale } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import { formatPrice } from '@/rules/offers'
import { memberApi } from '../client/api'
import { FormStatus } from './Fields'

/**
 * The member's orders (issue 14), newest first: each with its reference, date, retailer, status,
 * lines and total, and a link to its confirmation page where that page exists.
 */
export function OrdersList() {
  const { t, locale } = useText()
  const [orders, setOrders] = useState<MemberOrderView[] | null>(null)
  const [error, setError] = useState<StringKey | null>(null)

  useEffect(() => {
    memberApi<{ orders: MemberOrderView[] }>('orders/').then((answer) => {
      if (!answer.ok) return setError(answer.data.error ?? 'account.error.generic')
      setOrders(answer.data.orders)
    })
  }, [])

  if (error) return <FormStatus error={error} />
  if (!orders) return <p role="status">{t('account.loading')}</p>
  if (orders.length === 0) return <p>{t('account.orders.empty')}</p>
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const lang = isLocale(locale) ? getLocale(locale).htmlLang : 'en'
  const fill = (key: StringKey, values: Record<string, string>) =>
    formatMessage(t(key), values, locale)
  return (
    <ol className="account-orders">
      {orders.map((o) => (
        <li key={o.reference} className="account-order">
          <h2 className="account-order__title">
            {fill('account.orders.reference', { reference: o.reference })}
          </h2>
          <p className="account-order__meta">
            <time dateTime={o.date}>{date.format(new Date(o.date))}</time>
            <span>{fill('account.orders.retailer', { retailer: o.retailer })}</span>
            <span>{t(`account.orders.status.${o.status}`)}</span>
          </p>
          <ul className="account-order__lines">
            {o.lines.map((line) => (
              <li key={`${line.product}-${line.method}`}>
                <span>
                  {line.quantity} × {line.productName} ({t(`cart.method.${line.method}`)})
                </span>
                <span>{formatPrice(line.unitPrice, o.currency, lang)}</span>
              </li>
            ))}
          </ul>
          <p className="account-order__total">
            <strong>
              {fill('account.orders.total', {
                total: formatPrice(o.totalCents / 100, o.currency, lang),
              })}
            </strong>
          </p>
          {o.confirmation ? (
            <p>
              <a href={o.confirmation}>
                {t('account.orders.confirmation')}
                <span className="visually-hidden">: {o.reference}</span>
              </a>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

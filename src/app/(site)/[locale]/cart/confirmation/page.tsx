import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { currentSession } from '@/account/server/http'
import { orderByToken } from '@/commerce/orders/hand-off'
import { memberOrderByReference } from '@/commerce/orders/member-orders'
import { getPayloadClient } from '@/content/payload'
import { siteTranslator } from '@/content/site-translator'
import { getLocale, isLocale } from '@/i18n/locales'
import { labelled } from '@/i18n/punctuation'
import { formatPrice } from '@/rules/offers'

type Params = { locale: string }
type Search = Record<string, string | string[] | undefined>

// Personal (an order by its token): rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale) || !getLocale(locale).capabilities.cart) return {}
  return { title: (await siteTranslator(locale))('cart.title'), robots: { index: false } }
}

/**
 * The confirmation page of a handed-off order (issue 14): the link of the checkout answer and of
 * the confirmation email (`?token=`), and of the account's Orders page (`?order=<reference>`,
 * shown to the signed-in member who placed it only: the token is kept as a hash, so the account
 * cannot link with it). Only where the locale has the cart capability.
 */
export default async function OrderConfirmationPage({
  params,
  searchParams,
}: {
  params: Promise<Params>
  searchParams: Promise<Search>
}) {
  const { locale } = await params
  if (!isLocale(locale) || !getLocale(locale).capabilities.cart) notFound()
  const t = await siteTranslator(locale)
  const lang = getLocale(locale).htmlLang
  const search = await searchParams
  const token = typeof search.token === 'string' ? search.token : ''
  const reference = typeof search.order === 'string' ? search.order : ''
  const order = token
    ? await orderByToken(await getPayloadClient(), token)
    : reference
      ? await ownOrder(reference)
      : null
  if (!order) {
    return (
      <article className="template">
        <h1 className="page-header__title">{t('order.notFound')}</h1>
      </article>
    )
  }
  const values = { reference: order.reference, retailer: order.retailer }
  return (
    <article className="template order-confirmation">
      <h1 className="page-header__title">{t('order.title', values)}</h1>
      <p>{t('order.reference', values)}</p>
      <p>{t('order.status')}</p>
      <ul>
        {(order.lines ?? []).map((line) => (
          <li key={line.id ?? `${line.product}-${line.method}`}>
            {labelled(
              locale,
              `${line.quantity} × ${line.product_name} (${t(`cart.method.${line.method}`)})`,
              formatPrice(line.unit_price, order.currency, lang),
            )}
          </li>
        ))}
      </ul>
      <p>
        <strong>
          {labelled(
            locale,
            t('cart.total', values),
            formatPrice(order.total_cents / 100, order.currency, lang),
          )}
        </strong>
      </p>
      <p>{t('order.next', values)}</p>
    </article>
  )
}

/** The signed-in member's own order by its reference, or null (a visitor, someone else's). */
async function ownOrder(reference: string) {
  const { payload, member } = await currentSession()
  return member ? memberOrderByReference(payload, member.id, reference) : null
}

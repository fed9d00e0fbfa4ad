import 'server-only'
import type { Payload } from 'payload'
import { mailTranslator } from '@/content/mail-translator'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import { labelled } from '@/i18n/punctuation'
import type { Translate } from '@/i18n/strings'
import { formatPrice } from '@/rules/offers'
import { confirmationPath } from '../rules/member-orders'
import type { HandedOff } from './hand-off'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The confirmation page of an order's token, on the configured public origin. */
export function orderLink(base: string, locale: string, token: string): string {
  return `${base}${confirmationPath(locale, { token })}`
}

/** The confirmation email of a handed-off order: the lines, the total and the link. */
export function orderEmail(order: HandedOff, locale: LocaleCode, link: string, t: Translate) {
  const lang = getLocale(locale).htmlLang
  const values = { reference: order.reference, retailer: order.retailer }
  const lines = order.lines.map((l) =>
    labelled(
      locale,
      `${l.quantity} × ${l.productName} (${t(`cart.method.${l.method}`)})`,
      formatPrice(l.unitPrice, l.currency, lang),
    ),
  )
  const total = labelled(
    locale,
    t('cart.total', { retailer: order.retailer }),
    formatPrice(order.totalCents / 100, order.currency, lang),
  )
  const body = t('order.email.body', values)
  return {
    subject: t('order.email.subject', values),
    text: `${body} ${link}\n\n${lines.join('\n')}\n${total}\n`,
    html: `<p>${escapeHtml(body)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${escapeHtml(total)}</p>`,
  }
}

/** Sends it; a mail failure is logged and never undoes the hand-off. */
export async function sendOrderEmail(
  payload: Payload,
  to: string,
  order: HandedOff,
  locale: LocaleCode,
  link: string,
): Promise<void> {
  try {
    await payload.sendEmail({
      to,
      ...orderEmail(order, locale, link, await mailTranslator(locale)),
    })
  } catch (err) {
    payload.logger.error({ msg: 'order confirmation email failed', order: order.id, err })
  }
}

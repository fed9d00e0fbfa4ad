import type { LocaleCode } from '@/i18n/locales'
import type { Translate } from '@/i18n/strings'
import { accountHref } from '@/routing/account-paths'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Where the links of newsletter mail lead, under the configured public origin (never the Host). */
export function newsletterLinks(
  base: string,
  locale: LocaleCode,
  tokens: {
    confirm: string
    unsubscribe: string
  },
) {
  const page = (p: 'newsletter-confirm' | 'newsletter-unsubscribe', token: string) =>
    `${base}${accountHref(locale, p)}?token=${encodeURIComponent(token)}`
  return {
    confirm: page('newsletter-confirm', tokens.confirm),
    unsubscribe: page('newsletter-unsubscribe', tokens.unsubscribe),
    // RFC 8058 one-click: a mail client POSTs here without opening a page.
    oneClick: `${base}/api/newsletter/unsubscribe/?token=${encodeURIComponent(tokens.unsubscribe)}`,
  }
}

/**
 * The confirmation email of a sign-up (double opt-in), in the locale's language: one sentence,
 * the confirmation link, what to do if it was not you, and an unsubscribe link (every newsletter
 * mail carries one, in the body and in List-Unsubscribe headers).
 */
export function confirmationEmail(
  _locale: LocaleCode,
  links: ReturnType<typeof newsletterLinks>,
  t: Translate,
) {
  const body = t('newsletter.email.body')
  const action = t('newsletter.email.action')
  const ignore = t('newsletter.email.ignore')
  const unsubscribe = t('newsletter.email.unsubscribe')
  const text = `${body}\n\n${action}: ${links.confirm}\n\n${ignore}\n\n${unsubscribe}: ${links.unsubscribe}\n`
  const html =
    `<p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(links.confirm)}">${escapeHtml(action)}</a></p>` +
    `<p>${escapeHtml(ignore)}</p>` +
    `<p><small><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(unsubscribe)}</a></small></p>`
  return {
    subject: t('newsletter.email.subject'),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

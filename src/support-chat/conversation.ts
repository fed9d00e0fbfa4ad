import 'server-only'
import type { Payload } from 'payload'
import { MISSING_SITE_URL_MESSAGE, publicOrigin } from '@/account/rules/public-origin'
import { defer } from '@/account/server/deferred'
import type { LocaleCode } from '@/i18n/locales'
import { labelled } from '@/i18n/punctuation'
import { translator } from '@/i18n/strings'
import type { ChatMessage } from './chat-rules'
import { SUPPORT_CHATS_SLUG } from './SupportChats'

/** Where the team's mail goes when SUPPORT_CHAT_NOTIFY_TO is not set (the demo's dev outbox). */
export const DEFAULT_SUPPORT_CHAT_TO = 'support@maison-solaine.example'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Only a path of this site is kept as the page (never a URL to somewhere else). */
export function pathOnly(page: string | undefined | null): string | null {
  if (!page?.startsWith('/') || page.startsWith('//')) return null
  return page.slice(0, 300)
}

/** The team's mail about a conversation: who, what, from where, and its admin link. */
export function conversationEmail(args: {
  message: ChatMessage
  id: number | string
  page: string | null
  locale: LocaleCode
  base: string
}) {
  const t = translator(args.locale)
  const { name, email, message } = args.message
  const admin = `${args.base}/admin/collections/${SUPPORT_CHATS_SLUG}/${encodeURIComponent(String(args.id))}`
  const page = args.page ? `${args.base}${args.page}` : null
  const rows: Array<[string, string]> = [
    [t('chat.name'), name],
    [t('chat.email'), email],
    [t('chat.message'), message],
  ]
  if (page) rows.push([t('chat.email.page'), page])
  const text =
    `${t('chat.email.intro')}\n\n` +
    rows.map(([label, value]) => labelled(args.locale, label, value)).join('\n') +
    `\n\n${labelled(args.locale, t('chat.email.admin'), admin)}\n`
  const html =
    `<p>${escapeHtml(t('chat.email.intro'))}</p><table>` +
    rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('') +
    `</table><p><a href="${escapeHtml(admin)}">${escapeHtml(t('chat.email.admin'))}</a></p>`
  return { subject: t('chat.email.subject', { name }), text, html, replyTo: email }
}

/**
 * Stores a visitor's chat message as a conversation with status "new" and mails the team after
 * the answer has gone out (links from SITE_URL only, never from the request's Host).
 */
export async function startConversation(
  payload: Payload,
  input: { message: ChatMessage; locale: LocaleCode; page: string | null },
): Promise<{ id: number | string }> {
  const doc = await payload.create({
    collection: SUPPORT_CHATS_SLUG,
    overrideAccess: true,
    depth: 0,
    data: { status: 'new', ...input.message, locale: input.locale, page: input.page },
  })
  const to = process.env.SUPPORT_CHAT_NOTIFY_TO?.trim() || DEFAULT_SUPPORT_CHAT_TO
  defer(
    async () => {
      const origin = publicOrigin()
      if (!origin) {
        payload.logger.error(MISSING_SITE_URL_MESSAGE)
        return
      }
      await payload.sendEmail({
        to,
        ...conversationEmail({ ...input, id: doc.id, base: origin.base }),
      })
    },
    (error) => payload.logger.error({ err: error, msg: 'support chat: team email failed' }),
  )
  return { id: doc.id }
}

import type { StringKey, Translate } from '@/i18n/strings'

export type MemberEmailKind = 'verify' | 'reset' | 'alreadyRegistered'

const KEYS: Record<MemberEmailKind, { subject: StringKey; body: StringKey; action: StringKey }> = {
  verify: {
    subject: 'account.email.verifySubject',
    body: 'account.email.verifyBody',
    action: 'account.email.verifyAction',
  },
  reset: {
    subject: 'account.email.resetSubject',
    body: 'account.email.resetBody',
    action: 'account.email.resetAction',
  },
  alreadyRegistered: {
    subject: 'account.email.existsSubject',
    body: 'account.email.existsBody',
    action: 'account.email.existsAction',
  },
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A member email in the member's language: a greeting, one sentence and one link. */
export function memberEmail(
  kind: MemberEmailKind,
  { firstName, link }: { firstName: string; link: string },
  t: Translate,
) {
  const keys = KEYS[kind]
  const greeting = t('account.email.greeting', { name: firstName })
  const body = t(keys.body)
  const action = t(keys.action)
  const text = `${greeting}\n\n${body}\n\n${action}: ${link}\n\n${t('account.email.ignore')}\n`
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(t('account.email.ignore'))}</p>`
  return { subject: t(keys.subject), text, html }
}

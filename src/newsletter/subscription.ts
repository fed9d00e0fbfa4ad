import type { Payload } from 'payload'
import { newsletterConfirmedPoints } from '@/account/server/earn-points'
import { payloadSecret } from '@/cms/secret'
import type { NewsletterSignup } from '@/payload-types'
import { consumerEntry } from './consumer-entry'
import { recordConsent } from './ledger'
import { readToken } from './tokens'

export type LinkOutcome = { ok: true; status: 'confirmed' | 'unsubscribed' } | { ok: false }

async function entryOf(payload: Payload, id: string): Promise<NewsletterSignup | null> {
  if (!/^\d{1,15}$/.test(id)) return null
  const found = await payload.find({
    collection: 'newsletter-signups',
    where: { id: { equals: Number(id) } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * Follows a confirmation link: a pending entry whose latest sign-up the link answers becomes
 * confirmed and gets its consumer entry (SPEC §7). Following it again is harmless; a link of an
 * older sign-up, an expired one or one of an unsubscribed entry confirms nothing.
 */
export async function confirmSubscription(
  payload: Payload,
  token: unknown,
  { client, now = new Date() }: { client?: string; now?: Date } = {},
): Promise<LinkOutcome> {
  const check = readToken(payloadSecret(), token, 'confirm', now)
  if (!check.ok) return { ok: false }
  const entry = await entryOf(payload, check.claims.entryId)
  if (!entry) return { ok: false }
  if (entry.status === 'confirmed') return { ok: true, status: 'confirmed' }
  if (entry.status !== 'pending' || !entry.confirm_nonce) return { ok: false }
  if (entry.confirm_nonce !== check.claims.nonce) return { ok: false }
  await payload.update({
    collection: 'newsletter-signups',
    id: entry.id,
    overrideAccess: true,
    data: {
      status: 'confirmed',
      confirmed_at: now.toISOString(),
      confirm_nonce: null,
      consumer_entry: consumerEntry({
        email: entry.email,
        locale: entry.locale,
        consentText: entry.consent_text,
        source: entry.source,
        optedIn: true,
        at: now,
      }),
    },
  })
  await recordConsent(payload, {
    email: entry.email,
    locale: entry.locale,
    action: 'confirm',
    consentText: entry.consent_text,
    source: entry.source,
    client,
    at: now,
  })
  await newsletterConfirmedPoints(payload, entry.email)
  return { ok: true, status: 'confirmed' }
}

/**
 * Follows an unsubscribe link (from the page or a mail client's one-click POST): the entry is
 * kept, marked unsubscribed, its consumer entry's opt-in set to 0, and the withdrawal is a row
 * of the ledger. Unsubscribing twice is harmless.
 */
export async function unsubscribe(
  payload: Payload,
  token: unknown,
  { client, now = new Date() }: { client?: string; now?: Date } = {},
): Promise<LinkOutcome> {
  const check = readToken(payloadSecret(), token, 'unsubscribe', now)
  if (!check.ok) return { ok: false }
  const entry = await entryOf(payload, check.claims.entryId)
  if (!entry) return { ok: false }
  if (entry.status === 'unsubscribed') return { ok: true, status: 'unsubscribed' }
  await payload.update({
    collection: 'newsletter-signups',
    id: entry.id,
    overrideAccess: true,
    data: {
      status: 'unsubscribed',
      unsubscribed_at: now.toISOString(),
      confirm_nonce: null,
      consumer_entry: consumerEntry({
        email: entry.email,
        locale: entry.locale,
        consentText: entry.consent_text,
        source: entry.source,
        optedIn: false,
        at: now,
      }),
    },
  })
  await recordConsent(payload, {
    email: entry.email,
    locale: entry.locale,
    action: 'unsubscribe',
    source: entry.source,
    client,
    at: now,
  })
  return { ok: true, status: 'unsubscribed' }
}

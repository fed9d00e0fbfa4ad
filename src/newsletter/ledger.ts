import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { payloadSecret } from '@/cms/secret'
import type { LocaleCode } from '@/i18n/locales'
import type { ConsentAction } from './collections'

/**
 * A keyed hash of a client address: the same address always gives the same value (it can be
 * matched against a later claim), but without the site secret it cannot be reversed by trying
 * every IPv4 address, as a plain hash could.
 */
export function hashClient(client: string | undefined, secret = payloadSecret()): string | null {
  if (!client) return null
  return createHmac('sha256', secret).update(`client:${client}`).digest('hex')
}

/** Appends one act of consent or withdrawal to the ledger (never edited afterwards). */
export async function recordConsent(
  payload: Payload,
  row: {
    email: string
    locale: LocaleCode
    action: ConsentAction
    consentText?: string
    source?: string
    client?: string
    at: Date
  },
): Promise<void> {
  await payload.create({
    collection: 'newsletter-consents',
    overrideAccess: true,
    data: {
      email: row.email,
      locale: row.locale,
      action: row.action,
      consent_text: row.consentText,
      source: row.source,
      at: row.at.toISOString(),
      ip_hash: hashClient(row.client),
    },
  })
}

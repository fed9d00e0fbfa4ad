import type { CollectionConfig } from 'payload'
import { mayHandleMemberData } from '@/cms/access'
import { LOCALE_OPTIONS, wordOptions } from '@/cms/fields/options'

const nobody = () => false
const localeOptions = LOCALE_OPTIONS
const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/**
 * Newsletter subscriptions (SPEC §2.7, §4, §7 "consumer entry"; issue 12 double opt-in). Entries
 * are written only by the newsletter API (src/newsletter), with the Local API and overrideAccess;
 * editors read them and delete one on request, never create or edit them by hand. One entry per
 * email and locale: it is pending until the emailed confirmation link is followed, then carries
 * the consumer entry; unsubscribing keeps the entry (status unsubscribed) so the ledger stays whole.
 */
export const NewsletterSignups: CollectionConfig = {
  slug: 'newsletter-signups',
  labels: { singular: 'Newsletter subscription', plural: 'Newsletter subscriptions' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'locale', 'status', 'consented_at', 'confirmed_at', 'source'],
    group: 'Admin',
    description:
      'Pending entries have not followed the confirmation link yet and receive nothing. Export: /api/newsletter/export/ (CSV).',
  },
  access: {
    read: mayHandleMemberData,
    create: nobody,
    update: nobody,
    delete: mayHandleMemberData,
  },
  indexes: [{ fields: ['email', 'locale'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'locale', type: 'select', required: true, options: localeOptions },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: wordOptions(SUBSCRIPTION_STATUSES),
    },
    {
      name: 'consent_text',
      label: 'Consent text shown',
      type: 'textarea',
      required: true,
      admin: { description: 'The consent wording the visitor saw and ticked.' },
    },
    {
      name: 'consented_at',
      label: 'Consented at',
      type: 'date',
      required: true,
      admin: dayAndTime,
    },
    { name: 'confirmed_at', label: 'Confirmed at', type: 'date', admin: dayAndTime },
    { name: 'unsubscribed_at', label: 'Unsubscribed at', type: 'date', admin: dayAndTime },
    {
      name: 'source',
      type: 'text',
      required: true,
      admin: { description: 'Where the form was, e.g. "footer".' },
    },
    {
      // The sign-up request the latest confirmation link answers: an older link stops working.
      name: 'confirm_nonce',
      type: 'text',
      hidden: true,
    },
    {
      name: 'consumer_entry',
      label: 'CRM entry',
      type: 'json',
      admin: {
        readOnly: true,
        description: 'The consumer entry (SPEC §7), built when the subscription was confirmed.',
      },
    },
  ],
}

export const CONSENT_ACTIONS = ['subscribe', 'confirm', 'unsubscribe'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

/**
 * The consent ledger (issue 12): one row per act of consent or withdrawal, never edited — the
 * exact text shown, when, in which locale, and a keyed hash of the client's address (proof
 * without keeping the address). Editors may delete rows for an erasure request.
 */
export const NewsletterConsents: CollectionConfig = {
  slug: 'newsletter-consents',
  labels: { singular: 'Consent record', plural: 'Consent ledger' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'locale', 'action', 'at', 'source'],
    group: 'Admin',
  },
  access: {
    read: mayHandleMemberData,
    create: nobody,
    update: nobody,
    delete: mayHandleMemberData,
  },
  defaultSort: '-at',
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'locale', type: 'select', required: true, options: localeOptions },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: wordOptions(CONSENT_ACTIONS),
    },
    { name: 'consent_text', label: 'Consent text shown', type: 'textarea' },
    { name: 'at', type: 'date', required: true, index: true, admin: dayAndTime },
    { name: 'source', type: 'text' },
    {
      name: 'ip_hash',
      label: 'IP address (hashed)',
      type: 'text',
      admin: { description: 'HMAC-SHA256 of the client address under the site secret.' },
    },
  ],
}

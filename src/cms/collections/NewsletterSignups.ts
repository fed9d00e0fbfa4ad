import type { CollectionConfig } from 'payload'
import { LOCALE_CODES } from '@/i18n/locales'
import { isEditor } from '../access'

const nobody = () => false

/**
 * Footer newsletter sign-ups (SPEC §2.7, §4, §7 "consumer entry"). Entries are written only by
 * POST /api/newsletter/ (which validates the input and uses the Local API with overrideAccess);
 * editors can read them and delete one on request, never create or edit them by hand. One entry
 * per email and locale: signing up again refreshes the consent instead of adding a duplicate.
 */
export const NewsletterSignups: CollectionConfig = {
  slug: 'newsletter-signups',
  labels: { singular: 'Newsletter sign-up', plural: 'Newsletter sign-ups' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'locale', 'consented_at', 'source'],
    group: 'Admin',
  },
  access: { read: isEditor, create: nobody, update: nobody, delete: isEditor },
  indexes: [{ fields: ['email', 'locale'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALE_CODES.map((value) => ({ value, label: value })),
    },
    {
      name: 'consent_text',
      type: 'textarea',
      required: true,
      admin: { description: 'The consent wording the visitor saw and ticked.' },
    },
    {
      name: 'consented_at',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'source',
      type: 'text',
      required: true,
      admin: { description: 'Where the form was, e.g. "footer".' },
    },
  ],
}

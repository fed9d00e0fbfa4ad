import type { Field, GlobalConfig } from 'payload'
import { DEFAULT_MINIMUM_AGE } from '@/rules/date-of-birth'
import { isEditor } from '../access'
import { imageField } from '../fields/common'
import { revalidateGlobalAfterChange } from '../hooks/revalidate'

export const SOCIAL_ICONS = [
  'discord',
  'facebook',
  'youtube',
  'twitter',
  'instagram',
  'linkedin',
] as const

const localizedText = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', localized: true, ...extra }) as Field

/** Site options per locale (SPEC §3 "Site options", "Footer newsletter options", §2.7 chrome). */
export const SiteOptions: GlobalConfig = {
  slug: 'site-options',
  label: 'Site options',
  admin: { group: 'Site' },
  access: { read: isEditor, update: isEditor },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            localizedText('site_name', { required: true, defaultValue: 'Maison Solaine' }),
            {
              name: 'search_page_url',
              type: 'text',
              localized: true,
              admin: { description: 'Path of the search page below the locale, e.g. /search/' },
            },
            {
              name: 'localized_strings',
              type: 'array',
              localized: true,
              admin: {
                description:
                  'Interface texts for this locale; a missing key falls back to English.',
              },
              fields: [
                { name: 'key', type: 'text', required: true },
                { name: 'value', type: 'text', required: true },
              ],
            },
            imageField('form_image', { localized: true }),
            imageField('eventtia_popup_image', { localized: true }),
          ],
        },
        {
          label: 'Footer',
          fields: [
            { name: 'footer_text', type: 'textarea', localized: true },
            { name: 'recycling_text', type: 'textarea', localized: true },
            localizedText('disclaimer_text'),
            imageField('crest_image'),
            imageField('disclaimer_banner_image', { localized: true }),
            {
              ...imageField('warning_banner_image', { localized: true }),
              admin: {
                description: 'Legal warning banner (shown where the law asks, e.g. pl-pl).',
              },
            } as Field,
            {
              name: 'social_links',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'url', type: 'text', required: true },
                {
                  name: 'social_icon',
                  type: 'select',
                  required: true,
                  options: SOCIAL_ICONS.map((value) => ({ value, label: value })),
                },
              ],
            },
            {
              name: 'footer_newsletter',
              type: 'group',
              fields: [
                imageField('background'),
                localizedText('title'),
                localizedText('label'),
                { name: 'checkbox_text', type: 'textarea', localized: true },
                localizedText('cta_label'),
                localizedText('success_title'),
                localizedText('success_label'),
              ],
            },
          ],
        },
        {
          label: 'Age gate',
          fields: [
            {
              name: 'age_gate',
              type: 'group',
              fields: [
                localizedText('title'),
                { name: 'text', type: 'textarea', localized: true },
                localizedText('refusal_text'),
                {
                  name: 'minimum_age',
                  type: 'number',
                  localized: true,
                  defaultValue: DEFAULT_MINIMUM_AGE,
                  min: 18,
                  max: 25,
                },
                imageField('background'),
              ],
            },
          ],
        },
        {
          label: 'Newsletter form',
          fields: [
            {
              name: 'newsletter_form',
              type: 'group',
              fields: [
                { name: 'form_key', type: 'text' },
                localizedText('form_lang'),
                localizedText('form_success_title'),
                { name: 'form_success_text', type: 'textarea', localized: true },
                localizedText('form_success_button'),
                localizedText('form_success_button_url'),
                { name: 'is_webform', type: 'checkbox', defaultValue: false },
                { name: 'form_shortcode_id', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
  ],
}

import type { Field, GlobalConfig } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { wordOptions } from '@/cms/fields/options'
import { duplicateOverrideKeys, overrideKeyProblem } from '@/cms/interface-text'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { DEFAULT_MINIMUM_AGE } from '@/rules/date-of-birth'
import { mayEditContent, mayManageSite } from '../access'
import { imageField } from '../fields/common'
import { noteGlobalPublication } from '../hooks/publication'
import { revalidateGlobalAfterChange } from '../hooks/revalidate'
import { globalVersions } from '../versions'

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

/**
 * Said under the options a locale may leave empty to use the default locale's value (issue 17
 * item 8); src/content/site.ts does the falling back.
 */
const FALLS_BACK = `Per locale. Left empty, this locale uses the ${DEFAULT_LOCALE} value.`

/** Site options per locale (SPEC §3 "Site options", "Footer newsletter options", §2.7 chrome). */
export const SiteOptions: GlobalConfig = {
  slug: 'site-options',
  label: 'Site options',
  admin: { group: 'Site' },
  access: { read: mayEditContent, update: mayManageSite, readVersions: mayEditContent },
  versions: globalVersions,
  hooks: {
    beforeOperation: [noteGlobalPublication],
    afterChange: [revalidateGlobalAfterChange],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            localizedText('site_name', {
              label: 'Site name',
              required: true,
              defaultValue: 'Maison Solaine',
            }),
            {
              name: 'search_page_url',
              label: 'Search page path',
              type: 'text',
              localized: true,
              admin: { description: 'Path of the search page below the locale, e.g. /search/' },
            },
            {
              // Not stored: the catalogue of keys the overrides below may name.
              name: 'interface_text_catalogue',
              label: 'Every interface text',
              type: 'ui',
              admin: {
                components: { Field: '/cms/admin/InterfaceTextCatalogue#InterfaceTextCatalogue' },
              },
            },
            {
              name: 'localized_strings',
              label: 'Interface text overrides',
              type: 'array',
              localized: true,
              admin: {
                ...rowLabel('key', 'Text'),
                description:
                  'Interface texts for this locale, replacing the default text of their key; a key without a row keeps its default.',
              },
              validate: (rows: unknown) => {
                const twice = duplicateOverrideKeys(rows)
                return twice.length === 0
                  ? true
                  : `Each key once per locale: ${twice.join(', ')} is given more than once.`
              },
              fields: [
                {
                  name: 'key',
                  type: 'text',
                  required: true,
                  validate: (key: unknown) => overrideKeyProblem(key) ?? true,
                  // Stored as the catalogue writes it: a pasted key often brings a space along.
                  hooks: {
                    beforeValidate: [
                      ({ value }) => (typeof value === 'string' ? value.trim() : value),
                    ],
                  },
                  admin: { description: 'A key from “Every interface text” above.' },
                },
                { name: 'value', label: 'Text', type: 'text', required: true },
              ],
            },
            imageField('form_image', { label: 'Form pop-up image', localized: true }),
            imageField('eventtia_popup_image', {
              label: 'Event registration pop-up image',
              localized: true,
            }),
          ],
        },
        {
          label: 'Footer',
          fields: [
            { name: 'footer_text', label: 'Footer text', type: 'textarea', localized: true },
            { name: 'recycling_text', label: 'Recycling text', type: 'textarea', localized: true },
            localizedText('disclaimer_text', { label: 'Disclaimer text' }),
            imageField('crest_image', {
              label: 'Crest image',
              localized: true,
              description: FALLS_BACK,
            }),
            imageField('disclaimer_banner_image', {
              label: 'Disclaimer banner image',
              localized: true,
            }),
            {
              ...imageField('warning_banner_image', {
                label: 'Warning banner image',
                localized: true,
              }),
              admin: {
                description: 'Legal warning banner (shown where the law asks, e.g. pl-pl).',
              },
            } as Field,
            {
              name: 'social_links',
              admin: {
                ...rowLabel('title', 'Social link'),
                description: `${FALLS_BACK} A locale's own list replaces it whole.`,
              },
              label: 'Social links',
              type: 'array',
              localized: true,
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'url', type: 'text', required: true },
                {
                  name: 'social_icon',
                  label: 'Icon',
                  type: 'select',
                  required: true,
                  options: wordOptions(SOCIAL_ICONS),
                },
              ],
            },
            {
              name: 'footer_newsletter',
              label: 'Footer newsletter',
              type: 'group',
              fields: [
                imageField('background'),
                localizedText('title'),
                localizedText('label'),
                {
                  name: 'checkbox_text',
                  label: 'Consent checkbox text',
                  type: 'textarea',
                  localized: true,
                },
                localizedText('cta_label', { label: 'Button text' }),
                localizedText('success_title', { label: 'Success title' }),
                localizedText('success_label', { label: 'Success text' }),
              ],
            },
          ],
        },
        {
          label: 'Age gate',
          fields: [
            {
              name: 'age_gate',
              label: 'Age gate',
              type: 'group',
              fields: [
                localizedText('title'),
                { name: 'text', type: 'textarea', localized: true },
                localizedText('refusal_text', { label: 'Refusal text' }),
                {
                  name: 'minimum_age',
                  label: 'Minimum age',
                  type: 'number',
                  localized: true,
                  defaultValue: DEFAULT_MINIMUM_AGE,
                  min: 18,
                  max: 25,
                },
                imageField('background', {
                  label: 'Background',
                  localized: true,
                  description: FALLS_BACK,
                }),
              ],
            },
          ],
        },
        {
          label: 'Newsletter form',
          fields: [
            {
              name: 'newsletter_form',
              label: 'Newsletter form',
              type: 'group',
              fields: [
                { name: 'form_key', label: 'Form key', type: 'text' },
                localizedText('form_lang', { label: 'Form language' }),
                localizedText('form_success_title', { label: 'Success title' }),
                {
                  name: 'form_success_text',
                  label: 'Success text',
                  type: 'textarea',
                  localized: true,
                },
                localizedText('form_success_button', { label: 'Success button text' }),
                localizedText('form_success_button_url', { label: 'Success button link' }),
                {
                  name: 'is_webform',
                  label: 'Use a web form',
                  type: 'checkbox',
                  defaultValue: false,
                },
                { name: 'form_shortcode_id', label: 'Form shortcode ID', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { wordOptions } from '@/cms/fields/options'
import { LOCALES } from '@/i18n/locales'
import { CONTENT_TYPE_SEGMENTS } from '@/routing/content-types'
import {
  isLocalePath,
  isRedirectTarget,
  normalizeSitePath,
  REDIRECT_KINDS,
  REDIRECT_STATUSES,
} from '@/seo/redirect-rules'
import { TARGET_STATE_LABELS, TARGET_STATES } from '@/seo/redirect-target'
import { mayEditContent, mayManageSite } from '../access'
import { checkRedirectTarget } from '../hooks/redirect-target-check'
import {
  revalidateCollectionAfterChange,
  revalidateCollectionAfterDelete,
} from '../hooks/revalidate'

const KIND_LABELS = {
  http: 'Moved URL (HTTP redirect)',
  post_type: 'Language switch: content type without a translation',
  old_site: 'Language switch: old website page',
} as const satisfies Record<(typeof REDIRECT_KINDS)[number], string>

const STATUS_LABELS = {
  '301': '301 Moved permanently',
  '302': '302 Found (temporary)',
  '307': '307 Temporary redirect',
  '308': '308 Permanent redirect',
} as const satisfies Record<(typeof REDIRECT_STATUSES)[number], string>

type Sibling = { kind?: string } | undefined
const kindIs =
  (...kinds: string[]) =>
  (_: unknown, siblingData: Sibling) =>
    kinds.includes(siblingData?.kind ?? 'http')

const localeOptions = LOCALES.map((l) => ({ value: l.code, label: l.label }))

/**
 * Redirect rules (SPEC §2.10), editable by editors. Not localized: a rule's paths carry their
 * locale (`/en-us/la-maison/`), and language-switch rules name their locales explicitly.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['kind', 'from', 'to', 'target_state', 'status', 'content_type'],
    group: 'Site',
    description:
      'Moved URLs answer with an HTTP redirect; language-switch rules say where the language selector goes when a page has no translation.',
  },
  access: {
    read: mayEditContent,
    create: mayManageSite,
    update: mayManageSite,
    delete: mayManageSite,
  },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data && typeof data.from === 'string' && data.from.trim() !== '') {
          data.from = normalizeSitePath(data.from)
        }
        if (data && typeof data.to === 'string') data.to = data.to.trim()
        return data
      },
    ],
    afterChange: [revalidateCollectionAfterChange],
    afterDelete: [revalidateCollectionAfterDelete],
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'http',
      options: REDIRECT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
    {
      name: 'from',
      type: 'text',
      index: true,
      admin: {
        condition: kindIs('http', 'old_site'),
        description: 'A site path with its locale, e.g. /en-us/la-maison/',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => {
        if ((siblingData?.kind ?? 'http') === 'post_type') return true
        return (
          (typeof value === 'string' && isLocalePath(normalizeSitePath(value))) ||
          'Use a site path starting with a locale, e.g. /en-us/la-maison/.'
        )
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: {
        description:
          'A site path (/en-us/the-house/) or a full http(s) URL. For a content-type rule, {locale} stands for the chosen locale: /{locale}/cocktails/',
      },
      validate: (value: unknown) =>
        (typeof value === 'string' && isRedirectTarget(value.replaceAll('{locale}', 'en-ww'))) ||
        'Use a site path starting with a single / or a full http(s) URL.',
    },
    {
      name: 'target_state',
      label: 'Target',
      type: 'select',
      virtual: true,
      options: TARGET_STATES.map((value) => ({ value, label: TARGET_STATE_LABELS[value] })),
      admin: {
        readOnly: true,
        description:
          'Whether a published page or document still answers at the target, in its locale (checked on each read; external URLs and {locale} patterns are not checked).',
      },
      hooks: { afterRead: [checkRedirectTarget] },
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: '301',
      options: REDIRECT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: {
        condition: kindIs('http'),
        description:
          '301 and 308 are answered as 308, 302 and 307 as 307 (same meaning, method kept).',
      },
    },
    {
      name: 'content_type',
      label: 'Content type',
      type: 'select',
      options: wordOptions(CONTENT_TYPE_SEGMENTS),
      admin: { condition: kindIs('post_type') },
      validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
        siblingData?.kind !== 'post_type' ||
        (typeof value === 'string' && value !== '') ||
        'Choose the content type this rule applies to.',
    },
    {
      name: 'from_locale',
      label: 'From locale',
      type: 'select',
      options: localeOptions,
      admin: {
        condition: kindIs('post_type'),
        description: 'Only when leaving this locale (empty: any).',
      },
    },
    {
      name: 'to_locale',
      label: 'To locale',
      type: 'select',
      options: localeOptions,
      admin: {
        condition: kindIs('post_type'),
        description: 'Only when switching to this locale (empty: any).',
      },
    },
  ],
}

import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import { PAGE_BLOCKS } from '@/blocks/configs'
import { rowLabel } from '@/cms/admin/row-label'
import { isPickableTemplate, TEMPLATE_LABELS, TEMPLATE_NAMES } from '@/templates/names'
import { marketLocalesOnly, mayEditContent, mayManageSite } from '../access'
import { availableField, localesColumnField, seoField, titleField } from '../fields/common'
import { docLinkField } from '../fields/doc-link'
import { pagePathIn } from '../fields/page-path'
import { copySuffix, slugField } from '../fields/slug'
import { notePublication } from '../hooks/publication'
import {
  revalidateCollectionAfterChange,
  revalidateCollectionAfterDelete,
} from '../hooks/revalidate'
import { redirectOnAddressChange } from '../hooks/slug-redirects'
import { contentVersions } from '../versions'

/** The page's URL path in the locale being saved, from its parent's path and its own slug. */
const computePath: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  data.path = await pagePathIn(req, {
    template: data.template ?? originalDoc?.template,
    slug: data.slug ?? originalDoc?.slug,
    parent: data.parent ?? originalDoc?.parent,
  })
  return data
}

const flag = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue: false,
  admin: { description },
})

/**
 * The page flags of SPEC §2.4 under their spec names (the spec's page data keeps them in
 * `settings`). Shared by all locales, except the menu override whose link titles are words.
 * no_index is not here: it is `seo.no_index` of the SEO group, the one place for it.
 */
const settingsField: Field = {
  name: 'settings',
  type: 'group',
  label: 'Page settings',
  admin: { position: 'sidebar' },
  fields: [
    flag('bypass_age_gate', 'Skip the age gate', 'Show this page without the age gate.'),
    flag(
      'disable_locale',
      'Bare page (no header, menus or footer)',
      'Hide the header, menus, modal, disclaimer, footer and language area (a bare page).',
    ),
    flag(
      'custom_age_gate',
      'Own age gate background',
      'Show the age gate on a background of its own.',
    ),
    {
      name: 'age_gate_background',
      label: 'Age gate background image',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: (_, siblingData) => Boolean(siblingData?.custom_age_gate) },
    },
    flag('remove_footer', 'Hide the footer', 'Hide the footer on this page.'),
    flag(
      'disable_language_dropdown',
      'Hide the language selector',
      'Hide the language selector on this page.',
    ),
    flag('disable_menu', 'Hide the main menu', 'Hide the main menu on this page.'),
    {
      name: 'menu_override',
      label: 'Menu links for this page',
      type: 'array',
      localized: true,
      labels: { singular: 'Menu link', plural: 'Menu links' },
      admin: {
        ...rowLabel('title', 'Menu link'),
        description: 'When filled, these links replace the main menu’s links on this page.',
      },
      fields: [
        { name: 'title', type: 'text', required: true },
        docLinkField('link', {
          description:
            'Where the entry leads: a page or document of this site, or an external address.',
        }),
      ],
    },
    flag('menuIsDark', 'Dark menu', 'Dark menu styling (ignored when templateV2 is set).'),
    flag('templateV2', 'New template (V2)', 'Use the second version of the template.'),
    {
      name: 'x_default',
      label: 'x-default path',
      type: 'text',
      validate: (value: unknown) =>
        value == null ||
        value === '' ||
        (typeof value === 'string' && /^\/(?!\/)\S*$/.test(value)) ||
        'Use a site path starting with a single /, e.g. /en-ww/la-maison/.',
      admin: { description: 'The x-default alternate’s URL path (hreflang).' },
    },
  ],
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'template', 'locale_versions', '_status'],
    group: 'Content',
  },
  access: {
    read: mayEditContent,
    create: mayEditContent,
    update: mayEditContent,
    delete: mayManageSite,
    // Payload's default lets any signed-in user (a member too) read versions, drafts included.
    readVersions: mayEditContent,
  },
  versions: contentVersions,
  hooks: {
    beforeOperation: [notePublication],
    beforeValidate: [marketLocalesOnly],
    beforeChange: [computePath],
    afterChange: [revalidateCollectionAfterChange, redirectOnAddressChange],
    afterDelete: [revalidateCollectionAfterDelete],
  },
  fields: [
    titleField(),
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'universal',
      options: TEMPLATE_NAMES.map((value) => ({ value, label: TEMPLATE_LABELS[value] })),
      // Offered in the admin and accepted on save only when a page can use it.
      filterOptions: ({ options }) =>
        options.filter((option) =>
          isPickableTemplate(typeof option === 'string' ? option : option.value),
        ),
      admin: {
        position: 'sidebar',
        description: 'How the page is laid out; Universal shows the title and the blocks.',
      },
    },
    slugField(),
    { name: 'parent', type: 'relationship', relationTo: 'pages', admin: { position: 'sidebar' } },
    {
      name: 'path',
      type: 'text',
      localized: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Set from the parent and slug.' },
      // A duplicate's slug gets the copy suffix in every locale: so does its path.
      hooks: {
        beforeDuplicate: [
          ({ value, req }) =>
            typeof value === 'string' && value !== '/'
              ? `${value.replace(/\/$/, '')}${copySuffix(req)}/`
              : (value ?? undefined),
        ],
      },
    },
    availableField(),
    localesColumnField(),
    settingsField,
    seoField(),
    { name: 'layout', type: 'blocks', localized: true, blocks: PAGE_BLOCKS },
  ],
}

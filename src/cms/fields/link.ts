import type { Field, TextFieldSingleValidation } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { wordOptions } from '@/cms/fields/options'
import { classifyLink } from '@/rules/links'

/** SPEC §2.5: every button of a page block is blue, red or cream. */
export const BUTTON_COLORS = ['blue', 'red', 'cream'] as const
export type ButtonColor = (typeof BUTTON_COLORS)[number]

/** Left, center or right: the webform button's and the squared CTA's alignment. */
export const ALIGNMENTS = ['left', 'center', 'right'] as const

/**
 * A link as editors type it: a path (`/la-maison/`), a full URL, mailto:/tel:, or one of the
 * special forms of SPEC §2.9 (`#form:…`, `#modal:eventtia?url=…`, `#ctb:…`). Rejected here when
 * the site would render it as invalid (javascript:, a malformed special form…), so the editor
 * sees the mistake on save instead of a dead link on the page.
 */
export const validateLink: TextFieldSingleValidation = async (value, { required, req }) => {
  if (value == null || value === '') return required ? 'A link is required.' : true
  // The host list only matters for internal vs external, not for validity.
  const link = classifyLink(value, { siteHosts: [], currentLocale: 'en-ww' })
  if (link.kind === 'invalid') return `This link cannot be used: ${link.reason}.`
  // A form link names a form the CMS has (issue 12): an unknown form is refused on save.
  if (link.kind === 'form-modal' && req?.payload?.find) {
    const found = await req.payload.find({
      collection: 'forms',
      where: { key: { equals: link.formKey } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { key: true },
    })
    if (found.docs.length === 0) {
      return `No form has the key "${link.formKey}": use the key of a form listed under Forms.`
    }
  }
  return true
}

/** Only https: URLs (the event-registration iframe must never load over plain http). */
export const validateHttpsUrl: TextFieldSingleValidation = (value, { required }) => {
  if (value == null || value === '') return required ? 'A URL is required.' : true
  try {
    return new URL(value).protocol === 'https:' || 'Use an https:// URL.'
  } catch {
    return 'Use a full https:// URL.'
  }
}

/** A URL text field checked by validateLink. */
export function urlField(name = 'url', extra: { required?: boolean; label?: string } = {}): Field {
  return {
    name,
    type: 'text',
    required: extra.required,
    label: extra.label,
    validate: validateLink,
    admin: { description: 'A path such as /la-maison/, a full URL, or #form:… / #modal:…' },
  }
}

/** A link with its visible title (SPEC §3 "link (with title)", "button_link"). */
export function linkField(
  name = 'link',
  extra: { required?: boolean; label?: string } = {},
): Field {
  return {
    name,
    type: 'group',
    ...(extra.label ? { label: extra.label } : {}),
    fields: [
      { name: 'title', type: 'text', required: extra.required },
      urlField('url', { required: extra.required }),
    ],
  }
}

function colorField(name = 'button_color'): Field {
  return {
    name,
    label: 'Button colour',
    type: 'select',
    defaultValue: 'blue',
    options: wordOptions(BUTTON_COLORS),
  }
}

/**
 * The fields of one button: button_link (title + url), button_color and, unless turned off,
 * forward_querystring (the current page's query string is carried over to the link, for
 * campaign parameters).
 */
export function buttonFields(
  options: { forwardQuerystring?: boolean; required?: boolean } = {},
): Field[] {
  return [
    linkField('button_link', { label: 'Button link', required: options.required ?? true }),
    colorField(),
    ...(options.forwardQuerystring === false
      ? []
      : [
          {
            name: 'forward_querystring',
            label: 'Pass the page’s query string on',
            type: 'checkbox',
            defaultValue: false,
            admin: { description: 'Carry this page’s query string over to the link.' },
          } satisfies Field,
        ]),
  ]
}

/**
 * One button as a group (item cards: SPEC §3 "button (button_link, button_color)"). Optional by
 * default: a card without a link title and URL renders no button.
 */
export function buttonField(
  name = 'button',
  options: { forwardQuerystring?: boolean; required?: boolean } = {},
): Field {
  return { name, type: 'group', fields: buttonFields({ required: false, ...options }) }
}

/** Zero or more buttons (text-image blocks, visit header); each row needs its link. */
export function buttonsField(name = 'buttons'): Field {
  return {
    name,
    type: 'array',
    labels: { singular: 'Button', plural: 'Buttons' },
    admin: rowLabel('button_link.title', 'Button'),
    fields: buttonFields(),
  }
}

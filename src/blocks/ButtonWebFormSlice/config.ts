import type { Block } from 'payload'
import { ALIGNMENTS, BUTTON_COLORS } from '@/cms/fields/link'
import { wordOptions } from '@/cms/fields/options'
import { DEFAULT_FORM_ACTION, DEFAULT_FORM_LOCALE, FORM_ACTIONS } from '@/rules/links'
import { formField } from '@/web-forms/field'

/**
 * A button that opens a form modal (SPEC §3 "Webform data" and "Webform button"): the form is
 * chosen from the list of forms (an unknown form is refused on save) and opened with action
 * open_form or open_cdbform in a form language.
 */
export const ButtonWebFormSliceBlock: Block = {
  slug: 'button_web_form_slice',
  interfaceName: 'ButtonWebFormSlice',
  labels: { singular: 'Web form button', plural: 'Web form buttons' },
  fields: [
    {
      type: 'row',
      fields: [
        formField('form'),
        {
          name: 'action',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_FORM_ACTION,
          options: wordOptions(FORM_ACTIONS),
        },
        {
          name: 'locale',
          type: 'text',
          defaultValue: DEFAULT_FORM_LOCALE,
          admin: { description: 'The form’s language, e.g. en or fr.' },
        },
      ],
    },
    { name: 'button_title', label: 'Button text', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'button_color',
          label: 'Button colour',
          type: 'select',
          defaultValue: 'blue',
          options: wordOptions(BUTTON_COLORS),
        },
        {
          name: 'button_align',
          label: 'Button alignment',
          type: 'select',
          defaultValue: 'center',
          options: wordOptions(ALIGNMENTS),
        },
      ],
    },
    { name: 'style', type: 'text', admin: { description: 'Optional form style name.' } },
    { name: 'loadingText', type: 'text', label: 'Loading text' },
    {
      name: 'formParams',
      type: 'group',
      label: 'Form parameters',
      fields: [{ name: 'bottle_id', label: 'Bottle ID', type: 'text' }],
    },
  ],
}

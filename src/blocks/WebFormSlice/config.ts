import type { Block } from 'payload'
import { formField } from '@/web-forms/field'

/**
 * A form built under Forms, drawn in the page (issue 12: the Contact and Qualification pages).
 * The form is chosen from the list; an unknown form is refused on save.
 */
export const WebFormSliceBlock: Block = {
  slug: 'web_form_slice',
  interfaceName: 'WebFormSlice',
  labels: { singular: 'Web form', plural: 'Web forms' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Heading above the form; the form’s title when empty.' },
    },
    { name: 'intro', type: 'textarea', admin: { description: 'Optional text above the form.' } },
    formField('form'),
  ],
}
